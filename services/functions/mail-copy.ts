import { shownVariantTitle } from '../../shared/default-variant'
import { brand, contact, newsletter } from '../../shared/shop'
import type { ContactInput } from '../../shared/schemas/contact'
import type { ReviewSubmission } from '../../shared/schemas/review'
import type { MailContent } from '../mail/message'
import { headerSafe, type MailAddress, type OutgoingMail } from '../mail/outbox'
import { renderMail } from '../mail/render'

/** What the mails say about the shop (from shared/shop.ts, with the deployment's URL and mailbox). */
export type ShopIdentity = {
  name: string
  siteUrl: string
  supportEmail: string
  discountPercent: number
  /** The reviewer incentive: percent off the next purchase for submitting a review. */
  reviewerDiscountPercent: number
  responseTime: string
}

/** The shop as its mails name it, from the shop's constants: only its URL and support mailbox vary by deployment. */
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

type Envelope = { kind: string; to: MailAddress; replyTo?: MailAddress | null; subject: string }

/** A mail's envelope and words, rendered to its plain-text and HTML parts. */
async function compose(shop: ShopIdentity, envelope: Envelope, content: MailContent): Promise<OutgoingMail> {
  const { text, html } = await renderMail(shop, content)
  return { ...envelope, text, html }
}

/** The shop's discount link for a code (`/discount/<code>`): the code is put in the shopper's cart. */
export const discountLink = (shop: ShopIdentity, code: string) => `${shop.siteUrl}/discount/${encodeURIComponent(code)}?redirect=/shop-all`

const questions = (shop: ShopIdentity) => ({ type: 'paragraph', text: `Questions? Reply to this e-mail or write to ${shop.supportEmail}.` }) as const

export function welcomeMail(shop: ShopIdentity, email: string, code: string): Promise<OutgoingMail> {
  const pct = `${shop.discountPercent}%`
  return compose(
    shop,
    { kind: 'newsletter-welcome', to: { address: email }, subject: `Welcome to ${shop.name}: your ${pct} discount code` },
    {
      preview: `Your ${pct} discount code is inside: ${code}`,
      blocks: [
        { type: 'paragraph', text: `Thank you for subscribing to the ${shop.name} newsletter.` },
        { type: 'code', label: `Your ${pct} discount code`, code },
        {
          type: 'paragraph',
          text: `The button below puts it in your cart, or enter it at checkout on ${shop.siteUrl}, to take ${pct} off your order. Watch your inbox for grounding tips, new products and offers.`,
        },
        { type: 'button', label: `Shop with your ${pct} off`, href: discountLink(shop, code) },
        questions(shop),
      ],
      signature: [shop.name],
    },
  )
}

export function contactNotification(shop: ShopIdentity, m: ContactInput): Promise<OutgoingMail> {
  return compose(
    shop,
    {
      kind: 'contact-notification',
      to: { address: shop.supportEmail, name: `${shop.name} support` },
      replyTo: { address: m.email, name: m.name },
      subject: `Contact form: ${m.subject}`,
    },
    {
      preview: `${m.name} wrote about "${m.subject}"`,
      blocks: [
        {
          type: 'details',
          rows: [
            ['Name', m.name],
            ['E-mail', m.email],
            ['Phone', m.phone || '(not given)'],
            ['Subject', m.subject],
          ],
        },
        { type: 'quote', label: 'Message', text: m.message },
        { type: 'paragraph', text: '(Reply to this e-mail to answer the customer.)' },
      ],
      signature: [`${shop.name} contact form`],
    },
  )
}

/** The longest first name a mail greets by; a longer one is not a name, and the mail says "Hello,". */
const GREETING_NAME_MAX = 40

/**
 * The one thing a mail to a typed address repeats of what the sender typed: their first name,
 * without bidirectional or other control characters, and only when it reads as a name (no link,
 * address or markup). Anyone can type anyone's address, so a mail that quoted more would carry a
 * stranger's words to them under the shop's name (decision 084).
 */
export function greetingName(name: string): string {
  const first = headerSafe(name).split(/\s+/)[0] ?? ''
  if (first.length > GREETING_NAME_MAX || /[./@:<>\\]|www/i.test(first)) return ''
  return first
}

const hello = (name: string) => (greetingName(name) ? `Hello ${greetingName(name)},` : 'Hello,')

/**
 * The acknowledgement to the address the form was given. It quotes none of the message, subject
 * or full name (decision 084): what the shopper wrote goes to support only.
 */
export function contactAcknowledgement(shop: ShopIdentity, m: Pick<ContactInput, 'name' | 'email'>): Promise<OutgoingMail> {
  return compose(
    shop,
    {
      kind: 'contact-acknowledgement',
      to: { address: m.email, name: greetingName(m.name) || null },
      replyTo: { address: shop.supportEmail, name: shop.name },
      subject: `We received your message`,
    },
    {
      preview: `We'll get back to you within ${shop.responseTime}.`,
      greeting: hello(m.name),
      blocks: [
        { type: 'paragraph', text: `Thank you for writing to ${shop.name}. We'll get back to you within ${shop.responseTime}.` },
        { type: 'paragraph', text: 'If you did not write to us, someone else gave your address: there is nothing you need to do.' },
      ],
      signature: [`${shop.name} support`, shop.supportEmail],
    },
  )
}

const productNames: Record<ReviewSubmission['product'], string> = { sheet: 'grounding sheet', mat: 'grounding mat', kit: 'grounding kit' }

/** The thank-you for a review: it waits for moderation, and here is the reviewer's discount code. */
export function reviewThankYou(
  shop: ShopIdentity,
  review: Pick<ReviewSubmission, 'name' | 'email' | 'product' | 'rating'>,
  code: string,
): Promise<OutgoingMail> {
  const pct = `${shop.reviewerDiscountPercent}%`
  return compose(
    shop,
    {
      kind: 'review-thank-you',
      to: { address: review.email, name: greetingName(review.name) || null },
      replyTo: { address: shop.supportEmail, name: shop.name },
      subject: `Thank you for your review: ${pct} off your next purchase`,
    },
    {
      preview: `${pct} off your next purchase: ${code}`,
      greeting: hello(review.name),
      blocks: [
        { type: 'paragraph', text: `Thank you for reviewing your ${productNames[review.product]} (${review.rating} of 5 stars).` },
        { type: 'paragraph', text: 'We read every review before it is published, usually within two business days, and let you know when yours goes live.' },
        { type: 'code', label: `As a thank-you, here is ${pct} off your next purchase`, code },
        { type: 'button', label: `Shop with your ${pct} off`, href: discountLink(shop, code) },
        { type: 'paragraph', text: `The button puts the code in your cart; or enter it at checkout on ${shop.siteUrl}.` },
        questions(shop),
      ],
      signature: [shop.name],
    },
  )
}

/** A variant for sale again, as the store names it. */
export type RestockedItem = { productTitle: string; variantTitle: string | null; url: string }

/**
 * The mail to a shopper who asked to hear when a variant is back. It names the product as the
 * store does and quotes nothing of the request (anyone can type anyone's address, decision 084).
 */
export function backInStockMail(shop: ShopIdentity, email: string, item: RestockedItem): Promise<OutgoingMail> {
  // Shopify names a product without options' one variant "Default Title": not a name to show.
  const variant = shownVariantTitle(item.variantTitle)
  const name = variant ? `${item.productTitle} (${variant})` : item.productTitle
  return compose(
    shop,
    { kind: 'back-in-stock', to: { address: email }, replyTo: { address: shop.supportEmail, name: shop.name }, subject: `Back in stock: ${name}` },
    {
      preview: `${name} is available again at ${shop.name}.`,
      blocks: [
        { type: 'paragraph', text: `Good news: ${name} is back in stock at ${shop.name}.` },
        { type: 'paragraph', text: 'Stock is limited and we cannot hold it for you: order soon to be sure of yours.' },
        { type: 'button', label: 'Shop it now', href: item.url },
        {
          type: 'paragraph',
          text: 'This is the one message you asked for: we will not write about this product again. If you did not ask, someone else gave your address, and there is nothing you need to do.',
        },
        questions(shop),
      ],
      signature: [shop.name],
    },
  )
}
