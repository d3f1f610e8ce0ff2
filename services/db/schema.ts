import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The embedded backend's tables. Everything that several server copies must agree on lives
 * here (subscribers, messages, the mail outbox, rate-limit counters), so the shop scales out
 * by running more copies against one Postgres.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Newsletter subscribers: one row per normalised (trimmed, lower-cased) address. */
export const subscribers = pgTable('subscribers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  /** The subscriber's own welcome discount code, sent once by e-mail; null when the mail named the shop's shared code. */
  discountCode: text('discount_code').unique(),
  /** The language they signed up in (the page's locale, BCP 47): a later mail to them is written in it. */
  language: text('language').notNull().default('en-SG'),
  createdAt: createdAt(),
})

/** Messages sent through the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
})

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

/** A photo of a review, as stored: its key in the photo storage and what its content turned out to be. */
export type StoredPhoto = { key: string; contentType: string; bytes: number; width: number; height: number }

/**
 * Reviews sent through the testimonials page's form. Each waits for moderation (`pending`) and
 * is never shown until a person approves it. `permission` records that the reviewer agreed to
 * publication; the reviewer's discount code went out with the thank-you mail.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public id, also the folder of the review's photos. */
    uid: uuid('uid').notNull().unique().defaultRandom(),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    product: text('product').notNull(),
    rating: smallint('rating').notNull(),
    story: text('story').notNull(),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    permission: boolean('permission').notNull(),
    /** Null when the thank-you named the shop's shared code. */
    discountCode: text('discount_code').unique(),
    createdAt: createdAt(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_product_check', sql`${t.product} in ('sheet', 'mat', 'kit')`),
    check('reviews_permission_check', sql`${t.permission}`),
    index('reviews_status_idx').on(t.status, t.createdAt),
  ],
)

/** Raw bytes; PGlite hands back a Uint8Array where node-postgres hands back a Buffer: always a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
})

/**
 * Review photos, when the database keeps them (whenever the shop runs on Postgres): every server
 * copy on the same database reads the same photos. `key` is the photo's key in `reviews.photos`.
 */
export const reviewPhotos = pgTable('review_photos', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
})

export const mailStatuses = ['pending', 'sending', 'sent', 'failed', 'uncertain'] as const
export type MailStatus = (typeof mailStatuses)[number]

/**
 * The transactional outbox: a row is written in the same transaction as the sign-up or message
 * it belongs to, and the worker delivers it. `sending` rows are claimed; `uncertain` rows lost
 * their connection after the message was handed over and are never retried automatically (so
 * no mail goes out twice); `failed` rows were refused for good by the mail server.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    replyToAddress: text('reply_to_address'),
    replyToName: text('reply_to_name'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The HTML alternative, rendered when queued (null: a plain-text mail). */
    htmlBody: text('html_body'),
    /** Fixed when queued, so a receiving server can recognise the same message. */
    messageId: text('message_id').notNull().unique(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'uncertain')`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
)

/** Fixed-window request counters; `key` is a hash of what is limited (an address, an e-mail). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
)

/** Carts of the embedded store (the real store keeps its own). A completed cart is gone to the shop. */
export const carts = pgTable('carts', {
  token: text('token').primaryKey(),
  key: text('key').notNull(),
  lines: jsonb('lines').$type<{ variantId: string; quantity: number }[]>().notNull(),
  /** Codes the shopper entered, as entered (normalised); whether each applies is decided when read. */
  discountCodes: jsonb('discount_codes').$type<string[]>().notNull().default([]),
  /** The buyer's country, whose market prices the cart (carts made before markets are Singapore's). */
  countryCode: text('country_code').notNull().default('SG'),
  /** The language the cart was made in (Shopify's LanguageCode, its @inContext): its checkout is shown in it. */
  language: text('language').notNull().default('EN'),
  /** The order note sent with the cart (decision 092), shown on the demo checkout. */
  note: text('note'),
  /** Shopify's cart attributes (a cart link's `attributes[…]`), kept on the order. */
  attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull().default([]),
  /** Gift card codes the cart took (normalised); what each covers is decided when read, from its balance then. */
  giftCardCodes: jsonb('gift_card_codes').$type<string[]>().notNull().default([]),
  /** The visitor's and the visit's Shopify tokens, sent with cartCreate where analytics are allowed: the checkout is attributed to them. */
  uniqueToken: text('unique_token'),
  visitToken: text('visit_token'),
  createdAt: createdAt(),
  /** When its checkout was first opened: counted once, as Shopify counts a checkout started. */
  checkoutStartedAt: timestamp('checkout_started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
})

/** Orders placed on the embedded store's demo checkout; the id is the order number shown. */
export const orders = pgTable('orders', {
  number: bigint('number', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
  cartToken: text('cart_token')
    .notNull()
    .unique()
    .references(() => carts.token),
  email: text('email'),
  total: text('total').notNull(),
  currency: text('currency').notNull(),
  /** The discount code redeemed with this order, if any. */
  discountCode: text('discount_code'),
  createdAt: createdAt(),
})

/**
 * The embedded store's demo gift cards (`npm run gift-card -- create`): issued in one currency, as
 * Shopify's are, their balance debited by each order placed with them.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    code: text('code').primaryKey(),
    currency: text('currency').notNull(),
    initialValue: numeric('initial_value', { precision: 14, scale: 2 }).notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('gift_cards_balance_check', sql`${t.balance} >= 0 and ${t.balance} <= ${t.initialValue}`)],
)

/** What each order took from each gift card: one row per order and card, so a card is debited once per order. */
export const giftCardDebits = pgTable(
  'gift_card_debits',
  {
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .references(() => orders.number),
    code: text('code')
      .notNull()
      .references(() => giftCards.code),
    /** In the card's currency. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderNumber, t.code] })],
)

export const discountSources = ['newsletter', 'review'] as const
export type DiscountSource = (typeof discountSources)[number]

/**
 * Every discount code the shop has mailed (decision 025): the embedded store redeems them (each
 * once, until it expires), and with a Shopify Admin token each is also created in Shopify.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    percent: smallint('percent').notNull(),
    source: text('source', { enum: discountSources }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, when an order on the embedded store's checkout used the code. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    orderNumber: bigint('order_number', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('discount_codes_percent_check', sql`${t.percent} between 1 and 100`),
    check('discount_codes_source_check', sql`${t.source} in ('newsletter', 'review')`),
  ],
)

export const adminTaskKinds = ['discount-code', 'customer'] as const
export type AdminTaskKind = (typeof adminTaskKinds)[number]

/**
 * Calls to the Shopify Admin API owed by a sign-up or review (decision 026), written in the same
 * transaction and retried with back-off until Shopify takes them, as the mail outbox does.
 */
export const adminTasks = pgTable(
  'shopify_admin_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: adminTaskKinds }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('shopify_admin_tasks_kind_check', sql`${t.kind} in ('discount-code', 'customer')`),
    check('shopify_admin_tasks_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    index('shopify_admin_tasks_due_idx').on(t.status, t.nextAttemptAt),
  ],
)

/**
 * Shoppers waiting for a sold-out variant: one open request per normalised address and variant.
 * It holds only what the shopper chose (the address, the store's variant id and product handle);
 * the mail names the product as the store does when it is for sale again, and closes the request
 * (`notified_at`), so the same address may ask again if the variant sells out once more.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** The store's variant id (gid://shopify/ProductVariant/…). */
    variantId: text('variant_id').notNull(),
    productHandle: text('product_handle').notNull(),
    /** The language the shopper asked in (the page's locale, BCP 47): the notice is written in it, whenever it goes. */
    language: text('language').notNull().default('en-SG'),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('back_in_stock_requests_open_unique')
      .on(t.email, t.variantId)
      .where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_requests_open_idx')
      .on(t.variantId)
      .where(sql`${t.notifiedAt} is null`),
  ],
)

/**
 * Shopify's storefront analytics as the shop's pages send them (Monorail's batches), kept on the
 * embedded defaults for `npm run analytics`; with a real store they go to Shopify instead. No
 * address is kept: a visitor is Shopify's random `unique_token`, a session its `visit_token`.
 */
/** A product in an event, as Shopify's analytics carry it: numeric ids, its price and quantity. */
export type AnalyticsProduct = { productId: number; variantId: number; name: string; price: number; quantity: number }

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the page says it happened (Shopify's `event_time`). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** `page_rendered`, `product_page_rendered`, `collection_page_rendered`, `search_submitted`, `product_added_to_cart`, …; `page_view` for Trekkie's. */
    event: text('event').notNull(),
    visitor: text('visitor'),
    session: text('session'),
    /** The market's country, from the page's URL. */
    market: text('market').notNull(),
    currency: text('currency'),
    path: text('path'),
    searchString: text('search_string'),
    /** `[{ productId, variantId, name, price, quantity }]` for product views and additions to the cart. */
    products: jsonb('products').$type<AnalyticsProduct[]>(),
  },
  (t) => [index('analytics_events_received_idx').on(t.receivedAt), index('analytics_events_event_idx').on(t.event, t.occurredAt)],
)

/**
 * Real shoppers' Core Web Vitals as the pages measure them (web-vitals), one row per metric of a
 * sampled page view, kept for `npm run vitals` whatever the store (Shopify does not take them).
 * No address and no visitor: only what the page was, where, on what class of device.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** `LCP`, `INP`, `CLS`, `FCP` or `TTFB`. */
    name: text('name').notNull(),
    /** Milliseconds; CLS is a score without a unit. */
    value: doublePrecision('value').notNull(),
    /** web-vitals' own verdict in the page: `good`, `needs-improvement` or `poor`. */
    rating: text('rating').notNull(),
    /** Shopify's page type: `index`, `product`, `collection`, … */
    pageType: text('page_type').notNull(),
    /** The market's country. */
    market: text('market').notNull(),
    /** `mobile` or `desktop`. */
    device: text('device').notNull(),
    navigationType: text('navigation_type').notNull(),
    /** The element behind the value (LCP's element, INP's interaction, CLS's largest shift), as a selector. */
    target: text('target'),
  },
  (t) => [index('web_vitals_name_idx').on(t.name, t.receivedAt)],
)
