import { contact } from '../../../shared/identity'
import { message } from '../../../shared/message'

/**
 * What the shopper's mails say, in English: the source each translation in `locales/<locale>/mail.ts`
 * follows (mail-copy.ts picks the shopper's). Values: `{shop}` the shop's name, `{pct}` a percent
 * as the language writes it, `{code}` a discount code, `{site}` the shop's address, `{email}` the
 * support mailbox, `{name}` a first name, `{product}` a product as the store names it.
 */
export const mailWords = {
  hello: message<{ name: string }>('Hello {name},'),
  /** When no first name can be greeted by (decision 084). */
  helloNoName: 'Hello,',
  questions: message<{ email: string }>('Questions? Reply to this e-mail or write to {email}.'),

  welcome: {
    subject: message<{ shop: string; pct: string }>('Welcome to {shop}: your {pct} discount code'),
    preview: message<{ pct: string; code: string }>('Your {pct} discount code is inside: {code}'),
    thanks: message<{ shop: string }>('Thank you for subscribing to the {shop} newsletter.'),
    codeLabel: message<{ pct: string }>('Your {pct} discount code'),
    howTo: message<{ site: string; pct: string }>(
      'The button below puts it in your cart, or enter it at checkout on {site}, to take {pct} off your order. Watch your inbox for grounding tips, new products and offers.',
    ),
    button: message<{ pct: string }>('Shop with your {pct} off'),
  },

  acknowledgement: {
    subject: 'We received your message',
    preview: `We'll get back to you within ${contact.responseTime}.`,
    thanks: message<{ shop: string }>(`Thank you for writing to {shop}. We'll get back to you within ${contact.responseTime}.`),
    notYou: 'If you did not write to us, someone else gave your address: there is nothing you need to do.',
    signature: message<{ shop: string }>('{shop} support'),
  },

  reviewThanks: {
    subject: message<{ pct: string }>('Thank you for your review: {pct} off your next purchase'),
    preview: message<{ pct: string; code: string }>('{pct} off your next purchase: {code}'),
    thanks: message<{ product: string; rating: string }>('Thank you for reviewing your {product} ({rating} of 5 stars).'),
    /** The product a review is about, by the review form's choice. */
    products: { sheet: 'grounding sheet', mat: 'grounding mat', kit: 'grounding kit' },
    moderation: 'We read every review before it is published, usually within two business days, and let you know when yours goes live.',
    codeLabel: message<{ pct: string }>('As a thank-you, here is {pct} off your next purchase'),
    button: message<{ pct: string }>('Shop with your {pct} off'),
    howTo: message<{ site: string }>('The button puts the code in your cart; or enter it at checkout on {site}.'),
  },

  backInStock: {
    subject: message<{ product: string }>('Back in stock: {product}'),
    preview: message<{ product: string; shop: string }>('{product} is available again at {shop}.'),
    news: message<{ product: string; shop: string }>('Good news: {product} is back in stock at {shop}.'),
    hurry: 'Stock is limited and we cannot hold it for you: order soon to be sure of yours.',
    button: 'Shop it now',
    once: 'This is the one message you asked for: we will not write about this product again. If you did not ask, someone else gave your address, and there is nothing you need to do.',
  },
}

export type MailWords = typeof mailWords
