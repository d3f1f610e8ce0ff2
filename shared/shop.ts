/**
 * The shop's identity and its business rules: who it is, how to reach it, and every figure of
 * docs/product.md (prices, limits, delivery and return terms). The web app, the backend
 * functions and the mails all read them here, so a change here changes every page and mail that
 * mentions it. Marketing copy lives in app/content; UI timings in app/lib/timing.
 */

// The parts every page's script needs live in modules of their own, so that a bundle taking them
// does not take the rest (the policies' figures, the forms' limits) with them.
export * from './identity'
export * from './cart-rules'
import { cart } from './cart-rules'
import { markets } from './markets'
import { groupThousands } from './numbers'

export const catalogue = {
  pageSize: 20,
  imagesPerProduct: 5,
  /**
   * Variants a listing reads per product, for the card's sale price and Add: 8 keeps a page of
   * 20 products within Shopify's query cost limit of 1000 now that each carries its compare-at
   * price (decision 020). The product page reads every variant.
   */
  variantsPerProduct: 8,
  /**
   * Variants the product page reads per request; it pages on until it has every one. 100 keeps
   * one request within Shopify's query cost limit of 1000 (decision 020).
   */
  variantsPerPage: 100,
  lazyImageMarginPx: 50,
  storefrontApiVersion: '2025-07',
  /**
   * The store's collection behind each listing, by handle. A listing reads its collection when the
   * store has one of that handle, and otherwise finds its products by the listings' title rules.
   */
  collections: { sleep: 'sleep', mats: 'mats', accessories: 'accessories', all: 'all' },
  structuredDataRating: { value: 4.8, count: 127 },
  metaDescriptionLength: 155,
  resistorOhms: '100k ohm',
  productLife: { sheets: '2-5 years', mats: '3-7 years' },
  sheetUseHours: '8+ hours',
} as const

export const contactForm = {
  limits: { name: 100, email: 255, subject: 200, messageMin: 10, messageMax: 1000 },
} as const

export const newsletter = {
  discountPercent: 10,
  reviewerDiscountPercent: 10,
} as const

/**
 * The codes the shop mails (decision 025): they last a year from the mail,
 * one order each. A code is at most 40 characters (ours are 13; Shopify allows 255, the field
 * refuses anything longer than a code could be).
 */
export const discountCodeRules = {
  validDays: 365,
  usesPerCode: 1,
  maxLength: 40,
} as const

/** The review submission form (testimonials page) and what the review function accepts. */
export const reviewForm = {
  limits: { name: 100, email: 255, storyMin: 20, storyMax: 2000 },
  maxPhotos: 5,
  maxPhotoMb: 5,
} as const

export const maxPhotoBytes = reviewForm.maxPhotoMb * 1024 * 1024

/**
 * Largest review submission read (the photos at their limit, and the text), in bytes: the one
 * figure the server's body limits, the route action and the submit-review function all use.
 * Here rather than in the review schema, so the upload reader does not pull the schema into the
 * server bundle's main chunk.
 */
export const maxReviewBytes = reviewForm.maxPhotos * maxPhotoBytes + 256 * 1024

/** The markets abroad that ship free from a threshold of their own (shared/markets.ts). */
const freeAbroad = markets.filter((m) => m.country !== markets[0].country && m.shipping.freeOver !== null)

export const shipping = {
  /** Singapore's market (shared/markets.ts) holds the rate. */
  domesticFlatRate: markets[0].shipping.flatRate,
  /** The same threshold the cart and the promo banner quote. */
  domesticFreeThreshold: cart.freeShippingThreshold,
  processingDays: '1-2 business days',
  cutoff: '2:00 PM SGT',
  domesticDelivery: '1-3 business days',
  domesticAttempts: '1-2',
  pickupWindowDays: 5,
  internationalDelivery: '5-14 business days',
  internationalAttempts: 3,
  /** The shipping policy's "$150", in Singapore dollars; each market's own threshold below is its equivalent. */
  internationalFreeThreshold: 150,
  internationalFreeCountries: freeAbroad.map((m) => m.name),
  /** Each market's free-shipping threshold in its own currency, as the policy quotes it ("MYR 480"). */
  internationalFreeThresholds: freeAbroad.map((m) => ({
    country: m.name,
    currency: m.currency,
    amount: m.shipping.freeOver ?? 0,
    threshold: `${m.currency} ${groupThousands(m.shipping.freeOver ?? 0)}`,
  })),
  regionalEstimates: [
    { region: 'Malaysia', days: '3-5' },
    { region: 'Asia-Pacific', days: '5-8' },
    { region: 'North America', days: '7-12' },
    { region: 'Europe', days: '7-14' },
    { region: 'Middle East', days: '5-10' },
  ],
  trackingEscalationDays: { domestic: 5, international: 10 },
  damageReportDays: 7,
  cancellationHours: 24,
  insuranceThreshold: 200,
  peakDelays: [
    { season: 'Chinese New Year', delay: '+2-5 days' },
    { season: 'Mid-year sales', delay: '+1-3 days' },
    { season: 'Year-end sales', delay: '+2-4 days' },
    { season: 'Christmas/New Year', delay: '+3-7 days' },
  ],
  supportResponseHours: 24,
  deMinimis: [
    { country: 'Australia', threshold: 'AUD 1,000' },
    { country: 'Canada', threshold: 'CAD 20' },
    { country: 'United States', threshold: 'USD 800' },
    { country: 'United Kingdom', threshold: 'GBP 135' },
    { country: 'European Union', threshold: 'EUR 150' },
  ],
  parcelProgression: ['Order processed', 'Dispatched', 'In transit', 'Out for delivery', 'Delivered'],
} as const

export const returns = {
  unopenedDays: 30,
  transitDamageDays: 7,
  warrantyMonths: 12,
  authorizationReview: '24-48 hours',
  inspection: '3-5 business days',
  refund: '5-7 business days',
  warrantyResolutionHours: 48,
  changeOfMindReturnCost: 12,
  returnRate: 'under 3%',
  priceComparison: { product: 'Queen sheet', ours: 149, typical: 189 },
} as const

export const privacy = {
  minimumAge: 13,
  /** How long the shop keeps its analytics and speed measures, unless ANALYTICS_RETENTION_DAYS says otherwise. */
  analyticsRetentionDays: 400,
} as const
