import type { ContactInput } from '../../app/lib/schemas/contact'
import type { OutgoingMail } from '../mail/outbox'

/** What the mails say about the shop; the composition root fills it from app/content/shop.ts. */
export type ShopIdentity = {
  name: string
  siteUrl: string
  supportEmail: string
  discountPercent: number
  responseTime: string
}

export function welcomeMail(shop: ShopIdentity, email: string, code: string): OutgoingMail {
  return {
    kind: 'newsletter-welcome',
    to: { address: email },
    subject: `Welcome to ${shop.name}: your ${shop.discountPercent}% discount code`,
    text: [
      `Thank you for subscribing to the ${shop.name} newsletter.`,
      '',
      `Your ${shop.discountPercent}% discount code: ${code}`,
      '',
      `Enter it at checkout on ${shop.siteUrl} to take ${shop.discountPercent}% off your order.`,
      'Watch your inbox for grounding tips, new products and offers.',
      '',
      `Questions? Reply to this e-mail or write to ${shop.supportEmail}.`,
      '',
      `${shop.name}`,
    ].join('\n'),
  }
}

export function contactNotification(shop: ShopIdentity, m: ContactInput): OutgoingMail {
  return {
    kind: 'contact-notification',
    to: { address: shop.supportEmail, name: `${shop.name} support` },
    replyTo: { address: m.email, name: m.name },
    subject: `Contact form: ${m.subject}`,
    text: [
      `Name: ${m.name}`,
      `E-mail: ${m.email}`,
      `Phone: ${m.phone || '(not given)'}`,
      `Subject: ${m.subject}`,
      '',
      m.message,
      '',
      '(Reply to this e-mail to answer the customer.)',
    ].join('\n'),
  }
}

export function contactAcknowledgement(shop: ShopIdentity, m: ContactInput): OutgoingMail {
  return {
    kind: 'contact-acknowledgement',
    to: { address: m.email, name: m.name },
    replyTo: { address: shop.supportEmail, name: shop.name },
    subject: `We received your message: ${m.subject}`,
    text: [
      `Hello ${m.name},`,
      '',
      `Thank you for writing to ${shop.name}. We'll get back to you within ${shop.responseTime}.`,
      '',
      'Your message:',
      '',
      m.message,
      '',
      `${shop.name} support`,
      shop.supportEmail,
    ].join('\n'),
  }
}
