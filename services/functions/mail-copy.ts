import { brand, contact, newsletter } from '../../shared/shop'
import type { ContactInput } from '../../shared/schemas/contact'
import type { ReviewSubmission } from '../../shared/schemas/review'
import type { OutgoingMail } from '../mail/outbox'

/** What the mails say about the shop (from shared/shop.ts, with the deployment's address and mailbox). */
export type ShopIdentity = {
  name: string
  siteUrl: string
  supportEmail: string
  discountPercent: number
  /** The reviewer incentive: percent off the next purchase for submitting a review. */
  reviewerDiscountPercent: number
  responseTime: string
}

/** The shop as its mails name it, from the shop's constants: only its address and support mailbox vary by deployment. */
export function shopIdentity(siteUrl: string, supportEmail: string = contact.email): ShopIdentity {
  return {
    name: brand.name,
    siteUrl,
    supportEmail,
    discountPercent: newsletter.discountPercent,
    reviewerDiscountPercent: newsletter.reviewerDiscountPercent,
    responseTime: contact.responseTime,
  }
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

const productNames: Record<ReviewSubmission['product'], string> = { sheet: 'grounding sheet', mat: 'grounding mat', kit: 'grounding kit' }

/** The thank-you for a review: it waits for moderation, and here is the reviewer's discount code. */
export function reviewThankYou(shop: ShopIdentity, review: Pick<ReviewSubmission, 'name' | 'email' | 'product' | 'rating'>, code: string): OutgoingMail {
  const pct = `${shop.reviewerDiscountPercent}%`
  return {
    kind: 'review-thank-you',
    to: { address: review.email, name: review.name },
    replyTo: { address: shop.supportEmail, name: shop.name },
    subject: `Thank you for your review: ${pct} off your next purchase`,
    text: [
      `Hello ${review.name},`,
      '',
      `Thank you for reviewing your ${productNames[review.product]} (${review.rating} of 5 stars).`,
      'We read every review before it is published, usually within two business days, and let you know when yours goes live.',
      '',
      `As a thank-you, here is ${pct} off your next purchase: ${code}`,
      `Enter the code at checkout on ${shop.siteUrl}.`,
      '',
      `Questions? Reply to this e-mail or write to ${shop.supportEmail}.`,
      '',
      `${shop.name}`,
    ].join('\n'),
  }
}
