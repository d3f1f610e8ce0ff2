import { shownVariantTitle } from '../../shared/default-variant'
import { brand, contact, newsletter } from '../../shared/shop'
import { defaultMarket, localizationOfLanguage, localizedPath, type Market, type MarketLanguage } from '../../shared/markets'
import type { ContactInput } from '../../shared/schemas/contact'
import type { ReviewSubmission } from '../../shared/schemas/review'
import { type Format, formatterIn } from '../../shared/format-in'
import type { MailContent } from '../mail/message'
import { headerSafe, type MailAddress, type OutgoingMail } from '../mail/outbox'
import { renderMail } from '../mail/render'
import { mailWords as english, type MailWords } from './copy/mail'
import { mailWords as idId } from './copy/locales/id-id/mail'
import { mailWords as msMy } from './copy/locales/ms-my/mail'
import { mailWords as zhHk } from './copy/locales/zh-hk/mail'
import { mailWords as zhSg } from './copy/locales/zh-sg/mail'

/** What the mails say about the shop (from shared/shop.ts, with the deployment's URL and mailbox). */
export type ShopIdentity = {
  name: string
  siteUrl: string
  supportEmail: string
  discountPercent: number
  /** The reviewer incentive: percent off the next purchase for submitting a review. */
  reviewerDiscountPercent: number
}

/** The shop as its mails name it, from the shop's constants: only its URL and support mailbox vary by deployment. */
export function shopIdentity(siteUrl: string, supportEmail: string = contact.email): ShopIdentity {
  return {
    name: brand.name,
    siteUrl,
    supportEmail,
    discountPercent: newsletter.discountPercent,
    reviewerDiscountPercent: newsletter.reviewerDiscountPercent,
  }
}

/** The shopper's mails in each of the shop's languages: English's words, and each translation's (copy/locales). */
const translations: Record<Exclude<MarketLanguage, 'EN'>, MailWords> = { ID: idId, MS: msMy, ZH_TW: zhHk, ZH_CN: zhSg }

/**
 * What a shopper's mail is written in: the localization their `language` names (the page's
 * locale, as the request sent it or the subscription kept it; anything else is English), its
 * words, its messages worded in it, and how it writes a percent.
 */
type Written = {
  localization: Market
  words: MailWords
  format: Format
  pct: (percent: number) => string
}

function writtenIn(language: string | null | undefined): Written {
  const localization = localizationOfLanguage(language)
  const percent = new Intl.NumberFormat(localization.locale, { style: 'percent', maximumFractionDigits: 0 })
  return {
    localization,
    words: localization.language === 'EN' ? english : translations[localization.language],
    format: formatterIn(localization),
    pct: (value) => percent.format(value / 100),
  }
}

type Envelope = { kind: string; to: MailAddress; replyTo?: MailAddress | null; subject: string }

/** A mail's envelope and words, rendered to its plain-text and HTML parts. */
async function compose(shop: ShopIdentity, envelope: Envelope, content: MailContent): Promise<OutgoingMail> {
  const { text, html } = await renderMail(shop, content)
  return { ...envelope, text, html }
}

/** The shop's own address for a page, in the shopper's market and language (`/id-id/shop-all`). */
const pageUrl = (shop: ShopIdentity, localization: Market, path: string) => `${shop.siteUrl.replace(/\/+$/, '')}${localizedPath(localization, path)}`

/**
 * The shop's discount link for a code (`/discount/<code>`): the code is put in the shopper's cart,
 * and the shopper lands on the shop in their market and language.
 */
export const discountLink = (shop: ShopIdentity, code: string, localization: Market = defaultMarket) =>
  `${pageUrl(shop, localization, `/discount/${encodeURIComponent(code)}`)}?redirect=/shop-all`

const questions = (shop: ShopIdentity, { words, format }: Written) =>
  ({ type: 'paragraph', text: format(words.questions, { email: shop.supportEmail }) }) as const

export function welcomeMail(shop: ShopIdentity, email: string, code: string, language?: string | null): Promise<OutgoingMail> {
  const written = writtenIn(language)
  const { words: w, localization } = written
  const pct = written.pct(shop.discountPercent)
  return compose(
    shop,
    { kind: 'newsletter-welcome', to: { address: email }, subject: written.format(w.welcome.subject, { shop: shop.name, pct }) },
    {
      lang: localization.locale,
      preview: written.format(w.welcome.preview, { pct, code }),
      blocks: [
        { type: 'paragraph', text: written.format(w.welcome.thanks, { shop: shop.name }) },
        { type: 'code', label: written.format(w.welcome.codeLabel, { pct }), code },
        { type: 'paragraph', text: written.format(w.welcome.howTo, { site: shop.siteUrl, pct }) },
        { type: 'button', label: written.format(w.welcome.button, { pct }), href: discountLink(shop, code, localization) },
        questions(shop, written),
      ],
      signature: [shop.name],
    },
  )
}

/**
 * The shopper's language as staff read it in their English mail, so they can answer in it: the
 * language's own name, and what it is in English where that is not plain from it.
 */
export const staffLanguageNames: Record<MarketLanguage, string> = {
  EN: 'English',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  ZH_TW: 'Traditional Chinese (繁體中文)',
  ZH_CN: 'Simplified Chinese (简体中文)',
}

/** The message to support: in English, for the owner, naming the language the shopper wrote from. */
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
      lang: defaultMarket.locale,
      preview: `${m.name} wrote about "${m.subject}"`,
      blocks: [
        {
          type: 'details',
          rows: [
            ['Name', m.name],
            ['E-mail', m.email],
            ['Phone', m.phone || '(not given)'],
            ['Subject', m.subject],
            ['Language', staffLanguageNames[localizationOfLanguage(m.language).language]],
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

const hello = (name: string, { words, format }: Written) => (greetingName(name) ? format(words.hello, { name: greetingName(name) }) : words.helloNoName)

/**
 * The acknowledgement to the address the form was given, in the page's language. It quotes none
 * of the message, subject or full name (decision 084): what the shopper wrote goes to support only.
 */
export function contactAcknowledgement(shop: ShopIdentity, m: Pick<ContactInput, 'name' | 'email'> & { language?: string | null }): Promise<OutgoingMail> {
  const written = writtenIn(m.language)
  const w = written.words.acknowledgement
  return compose(
    shop,
    {
      kind: 'contact-acknowledgement',
      to: { address: m.email, name: greetingName(m.name) || null },
      replyTo: { address: shop.supportEmail, name: shop.name },
      subject: w.subject,
    },
    {
      lang: written.localization.locale,
      preview: w.preview,
      greeting: hello(m.name, written),
      blocks: [
        { type: 'paragraph', text: written.format(w.thanks, { shop: shop.name }) },
        { type: 'paragraph', text: w.notYou },
      ],
      signature: [written.format(w.signature, { shop: shop.name }), shop.supportEmail],
    },
  )
}

/** The thank-you for a review, in the page's language: it waits for moderation, and here is the reviewer's discount code. */
export function reviewThankYou(
  shop: ShopIdentity,
  review: Pick<ReviewSubmission, 'name' | 'email' | 'product' | 'rating'>,
  code: string,
  language?: string | null,
): Promise<OutgoingMail> {
  const written = writtenIn(language)
  const w = written.words.reviewThanks
  const pct = written.pct(shop.reviewerDiscountPercent)
  const rating = new Intl.NumberFormat(written.localization.locale).format(review.rating)
  return compose(
    shop,
    {
      kind: 'review-thank-you',
      to: { address: review.email, name: greetingName(review.name) || null },
      replyTo: { address: shop.supportEmail, name: shop.name },
      subject: written.format(w.subject, { pct }),
    },
    {
      lang: written.localization.locale,
      preview: written.format(w.preview, { pct, code }),
      greeting: hello(review.name, written),
      blocks: [
        { type: 'paragraph', text: written.format(w.thanks, { product: w.products[review.product], rating }) },
        { type: 'paragraph', text: w.moderation },
        { type: 'code', label: written.format(w.codeLabel, { pct }), code },
        { type: 'button', label: written.format(w.button, { pct }), href: discountLink(shop, code, written.localization) },
        { type: 'paragraph', text: written.format(w.howTo, { site: shop.siteUrl }) },
        questions(shop, written),
      ],
      signature: [shop.name],
    },
  )
}

/** A variant for sale again, as the store names it, and its product page's path (`/product/<handle>?variant=…`). */
export type RestockedItem = { productTitle: string; variantTitle: string | null; path: string }

/**
 * The mail to a shopper who asked to hear when a variant is back, in the language they asked in,
 * its link to the product in their market and language. It names the product as the store does
 * and quotes nothing of the request (anyone can type anyone's address, decision 084).
 */
export function backInStockMail(shop: ShopIdentity, email: string, item: RestockedItem, language?: string | null): Promise<OutgoingMail> {
  const written = writtenIn(language)
  const w = written.words.backInStock
  // Shopify names a product without options' one variant "Default Title": not a name to show.
  const variant = shownVariantTitle(item.variantTitle)
  const product = variant ? `${item.productTitle} (${variant})` : item.productTitle
  return compose(
    shop,
    {
      kind: 'back-in-stock',
      to: { address: email },
      replyTo: { address: shop.supportEmail, name: shop.name },
      subject: written.format(w.subject, { product }),
    },
    {
      lang: written.localization.locale,
      preview: written.format(w.preview, { product, shop: shop.name }),
      blocks: [
        { type: 'paragraph', text: written.format(w.news, { product, shop: shop.name }) },
        { type: 'paragraph', text: w.hurry },
        { type: 'button', label: w.button, href: pageUrl(shop, written.localization, item.path) },
        { type: 'paragraph', text: w.once },
        questions(shop, written),
      ],
      signature: [shop.name],
    },
  )
}
