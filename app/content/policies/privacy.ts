import { CONSENT_COOKIE } from '#shared/consent'
import { DISCOUNT_COOKIE, DISCOUNT_COOKIE_DAYS } from '#shared/discount-code'
import { brand, browserStorage, contact, formatAddress, newsletter, privacy } from '#shared/shop'
import { MARKET_COOKIE } from '~/lib/market-path'

/**
 * Copy of the privacy policy (docs/product.md#privacy-policy). It describes the shop as
 * built: what it keeps in the browser, what the newsletter, contact and review forms store, and
 * who processes it.
 */

export type PrivacySection = {
  id: string
  title: string
  paragraphs: readonly string[]
  /** Items of a list, each with an optional bold lead-in. */
  points?: readonly { lead?: string; text: string; href?: string }[]
  after?: readonly string[]
}

const minimumAge = privacy.minimumAge
const cartKey = browserStorage.cart
const cartAtStoreKey = browserStorage.cartAtStore

const sections: PrivacySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      `This policy explains what personal data ${brand.legalName} (“${brand.name}”, “we”) collects when you use this website, why we collect it, who processes it for us, and the choices you have. We handle personal data in line with Singapore’s Personal Data Protection Act 2012 (PDPA).`,
      'We collect very little: this site has no accounts and no sign-in, takes no payment itself and shows no advertising. It measures how the shop is used only as far as your cookie preferences allow (see “Cookies and local storage” below).',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    paragraphs: ['We only keep what you give us, or what the site needs to work:'],
    points: [
      {
        lead: 'Your cart.',
        text: `The products and quantities you add are kept in your own browser’s local storage, under the key “${cartKey}”, so your cart is still there when you come back. It stays on your device; it is only sent on when you choose to check out. A gift card code you enter is kept beside it, under “${cartAtStoreKey}”, with what the store said it covers, until you remove the card, empty your cart or place your order.`,
      },
      {
        lead: 'Newsletter.',
        text: `When you subscribe we store your e-mail address and the personal ${newsletter.discountPercent}% discount code we send you, with the language of the page you subscribed on, so that our e-mails to you are in it.`,
      },
      {
        lead: 'Contact messages.',
        text: 'When you write to us through the contact form we store your name, e-mail address, phone number (if you give one), subject and message, with the language of the page you wrote from, so that we can answer in it.',
      },
      {
        lead: 'Reviews.',
        text: 'When you submit a review we store your name, e-mail address, the product, your rating, your story and any photos you choose to add. We keep a copy of each photo without the camera details and location data photos can carry. Reviews are held for moderation before anything is published, and your e-mail address is never published.',
      },
      {
        lead: 'Back-in-stock requests.',
        text: 'When you ask to hear when a sold-out product is back, we store your e-mail address, the product and option you chose and the language of the page, and write to you once, when it is back.',
      },
      {
        lead: 'Orders and payment.',
        text: 'You check out and pay on our store platform’s hosted checkout page, not on this site. Your delivery address and payment details go to the store platform; this site never sees or stores your card details.',
      },
      {
        lead: 'Error logs.',
        text: 'When a page cannot be found, our server logs the address that was asked for, so we can fix broken links.',
      },
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    paragraphs: ['We use your information only to:'],
    points: [
      { text: 'send you the newsletter and your discount code, for as long as you stay subscribed;' },
      { text: 'tell you once when a product you asked about is back in stock;' },
      { text: 'answer your messages and questions;' },
      { text: 'moderate and publish reviews (your name, rating, story and photos, never your e-mail address);' },
      { text: 'fulfil your orders, deliveries, returns and warranty claims;' },
      { text: 'keep this site working and secure.' },
    ],
    after: ['We do not sell your personal data, and we do not use it for advertising or profiling.'],
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    paragraphs: ['We share personal data only with the service providers who run the shop for us, and only what each one needs:'],
    points: [
      {
        lead: 'Shopify, our store platform.',
        text: 'It provides our product catalogue and the hosted checkout where you pay. Your order, address and payment are handled there, under Shopify’s own privacy policy.',
      },
      {
        lead: 'Supabase, our backend host.',
        text: 'It runs the functions that receive newsletter sign-ups, contact messages and reviews, and stores them with the photos of reviews.',
      },
      {
        lead: 'Our e-mail service.',
        text: 'It delivers the newsletter, your discount code and our replies to you.',
      },
      {
        lead: 'Couriers.',
        text: 'They receive your name, address and phone number to deliver your order.',
      },
    ],
    after: [
      'These providers may process data outside Singapore; we use providers that protect it to a standard comparable to the PDPA. We also disclose personal data when the law requires it.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    paragraphs: [
      'This site uses analytics, marketing or preference cookies only as your cookie preferences allow. Visitors from the European Union, the European Economic Area, the United Kingdom and Switzerland are asked first, and nothing of the kind is used until they choose. Elsewhere they are allowed unless you turn them off; if your browser sends Global Privacy Control, marketing and the sale or sharing of your data stay off.',
      `Where you allow analytics, your pages tell our store platform which pages and products you view, what you search for and what you add to your cart, with two random identifiers kept in cookies named “_shopify_y” (for a year) and “_shopify_s” (for 30 minutes after your last page), so we can see how the shop is used. They also report how fast each page loaded and answered your taps, with the page’s kind and your device’s (phone or computer). No address or name goes with them, and we keep them for ${privacy.analyticsRetentionDays} days.`,
      `Your choice is kept for a year in a cookie named “${CONSENT_COOKIE}”, and the country you shop in, if you choose one, in a cookie named “${MARKET_COOKIE}”. Both are needed for the site to work as you asked.`,
      `A discount link (in our e-mails, say) keeps its code for your cart in a cookie named “${DISCOUNT_COOKIE}”, for up to ${DISCOUNT_COOKIE_DAYS} days or until it is in your cart.`,
      `It keeps your cart in your browser’s local storage under “${cartKey}”. You can remove it at any time by emptying your cart or clearing this site’s data in your browser.`,
      'The hosted checkout, run by our store platform, may set cookies of its own to complete your order securely. Those are covered by the store platform’s privacy policy.',
    ],
    points: [{ lead: 'Change your choice at any time:', text: 'Cookie preferences', href: '/cookie-preferences' }],
  },
  {
    id: 'security',
    title: 'How we protect it',
    paragraphs: [
      'Data you send us travels over an encrypted connection and is stored with our backend host, with access limited to the people who need it to serve you.',
      'Payment details never reach us: you pay on the hosted checkout. No system is perfectly secure, but if a breach ever affected your data we would tell you and the Personal Data Protection Commission, as the PDPA requires.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    paragraphs: ['You can ask us at any time to:'],
    points: [
      { text: 'tell you what personal data we hold about you and how we have used it;' },
      { text: 'correct anything that is wrong;' },
      { text: 'delete your data, or stop sending you the newsletter;' },
      { text: 'withdraw your consent to any use of your data.' },
    ],
    after: [`Write to ${contact.email}. We reply within ${contact.responseTime}, and may ask you to confirm your identity first.`],
  },
  {
    id: 'children',
    title: 'Children',
    paragraphs: [
      `This site and our products are not for children under ${minimumAge}. We do not knowingly collect personal data from children under ${minimumAge}; if you believe a child has sent us their details, contact us and we will delete them.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    paragraphs: [
      'We update this policy whenever the shop changes what it collects or who processes it. This page always shows the policy in force, with its date at the top.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    paragraphs: ['For any question about your personal data, contact us:'],
    points: [
      { lead: 'E-mail:', text: contact.email, href: `mailto:${contact.email}` },
      { lead: 'Phone:', text: `${contact.phone} (${contact.phoneHours})`, href: contact.phoneHref },
      { lead: 'Post:', text: `${brand.legalName}, ${formatAddress()}` },
    ],
  },
]

export const privacyCopy = {
  tocLabel: 'On this page',
  sections,
}

/** The policy's date line, worded by the loader (the date is the server's): `Last updated: 21 November 2026`. */
export const lastUpdated = (date: string) => `Last updated: ${date}`
