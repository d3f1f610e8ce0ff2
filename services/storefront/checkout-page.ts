import { parseGid } from '@shopify/hydrogen-react'
import { Hono } from 'hono'
import { shownVariantTitle } from '../../shared/default-variant'
import { normaliseDiscountCode } from '../../shared/discount-code'
import { defaultMarket, localizationFor, localizedPath, type Market, type MarketLanguage, marketForCountry, shippingQuote } from '../../shared/markets'
import { type CartRecord, type CartRepository, cartDiscountCodes, type CartNode, type CheckoutStarted, resolveCart } from './carts'
import { appliedGiftCardId, giftCardRefusal, spendGiftCards } from './gift-cards'
import { normaliseGiftCardCode } from '../../shared/gift-card-code'
import { giftCardRules } from '../../shared/cart-rules'
import { deliveryRates } from '../../shared/delivery'
import { cutTo, storable } from '../../shared/storable-text'
import type { Store } from './model'
import { formatMoney, moneyAmount } from '../../shared/money'
import { type Format, formatterIn } from '../../shared/format-in'
import { checkoutWords as english, type CheckoutWords } from './copy/checkout'
import { checkoutWords as idId } from './copy/locales/id-id/checkout'
import { checkoutWords as msMy } from './copy/locales/ms-my/checkout'
import { checkoutWords as zhHk } from './copy/locales/zh-hk/checkout'
import { checkoutWords as zhSg } from './copy/locales/zh-sg/checkout'
import { lineTitlesIn } from './translations'

/**
 * The embedded store's hosted checkout (`/cart/c/{token}?key=…`): a demo of what the real
 * store's checkout does. It shows the lines, the shipping rule and the total, takes no payment,
 * and 'Place order' records an order and completes the cart.
 */
export type CheckoutSettings = {
  brandName: string
  shopUrl: string
  currency: string
  shippingFlatRate: number
  freeShippingThreshold: number
}

/** The checkout's words in each of the shop's languages: English's, and each translation's (copy/locales). */
const translations: Record<Exclude<MarketLanguage, 'EN'>, CheckoutWords> = { ID: idId, MS: msMy, ZH_TW: zhHk, ZH_CN: zhSg }

/**
 * What a checkout is shown in: its cart's market in the cart's language (English where the market
 * is not sold in it), its words, and its messages worded in it.
 */
export type CheckoutLanguage = {
  localization: Market
  words: CheckoutWords
  format: Format
}

export function checkoutLanguage(cart: Pick<CartRecord, 'countryCode' | 'language'> | null): CheckoutLanguage {
  const localization = cart ? localizationFor(cart.countryCode, cart.language as MarketLanguage) : defaultMarket
  return {
    localization,
    words: localization.language === 'EN' ? english : translations[localization.language],
    format: formatterIn(localization),
  }
}

/**
 * A message of the shared code checks or the gift cards' (English, as they word it) in the
 * checkout's language, found by the English it is; one it does not know stays as it is.
 */
function checkMessage(table: 'codeChecks' | 'giftCardChecks', words: CheckoutWords, message: string): string {
  const key = Object.entries(english[table]).find(([, text]) => text === message)?.[0]
  return key ? (words[table] as Record<string, string>)[key]! : message
}

/** A delivery time of the policy (`3-5 business days`) in the checkout's language. */
const deliveryTimeIn = ({ words, format }: CheckoutLanguage, time: string) => {
  const days = /^(\d+)-(\d+) business days$/.exec(time)
  return days ? format(words.deliveryDays, { from: days[1]!, to: days[2]! }) : time
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** SGD 5 flat for Singapore, free from the threshold. */
export function shippingFor(subtotal: number, s: Pick<CheckoutSettings, 'shippingFlatRate' | 'freeShippingThreshold'>) {
  return subtotal >= s.freeShippingThreshold ? 0 : s.shippingFlatRate
}

/**
 * The shipping of a cart in its market (decision 086): Singapore's by the settings, as before;
 * the others by the market table, free from their threshold, calculated from the address below
 * it, which this demo does not do (nothing is charged, and the page says so).
 */
export function checkoutShipping(countryCode: string, subtotal: number, s: Pick<CheckoutSettings, 'shippingFlatRate' | 'freeShippingThreshold'>) {
  const market = marketForCountry(countryCode)
  if (market === defaultMarket) return { market, amount: shippingFor(subtotal, s), calculated: false }
  const quote = shippingQuote(market, subtotal)
  return { market, amount: quote.kind === 'flat' ? quote.amount : 0, calculated: quote.kind === 'calculated' }
}

function layout(settings: CheckoutSettings, { localization, words }: CheckoutLanguage, body: string, status = 200) {
  const html = `<!doctype html><html lang="${esc(localization.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(words.title)} | ${esc(settings.brandName)}</title><style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#faf7f2;color:#292524}
header{background:#183423;color:#fff;padding:16px 24px;font:700 20px Georgia,serif}
main{max-width:720px;margin:24px auto;padding:0 16px}
.notice{background:#fff7ed;border:1px solid #fdba74;border-radius:12px;padding:12px 16px;color:#7c2d12}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:16px;padding:20px;margin-top:16px}
table{width:100%;border-collapse:collapse}td,th{padding:8px 4px;text-align:left;border-bottom:1px solid #f5f5f4}td.n,th.n{text-align:right}
.total td{font-weight:700;border:0}.discount td{color:#166534}.code{display:flex;gap:8px;align-items:flex-end}.code div{flex:1}.code button{margin-top:0}
.error{color:#b91c1c;font-weight:600}.ok{color:#166534;font-weight:600}.secondary{background:#fff;color:#265336;border:1px solid #265336}label{display:block;font-weight:600;margin:12px 0 6px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #a8a29e;border-radius:10px;font:inherit}
button,.button{display:inline-block;margin-top:16px;background:#265336;color:#fff;border:0;border-radius:999px;padding:12px 28px;font:600 16px system-ui;text-decoration:none;cursor:pointer}
h1{font:700 28px Georgia,serif}h2{font:700 18px Georgia,serif;margin:0 0 8px}.note{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}</style></head><body><header>${esc(settings.brandName)}</header><main>${body}</main></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** The numeric id of a Shopify gid (`gid://shopify/Product/42` → 42), as Shopify's analytics carry ids. */
const numericId = (gid: string) => Number(parseGid(gid).id) || 0

function checkoutStarted(record: CartRecord, cart: CartNode): CheckoutStarted {
  return {
    market: marketForCountry(record.countryCode).country,
    currency: cart.cost.totalAmount.currencyCode,
    products: cart.lineList.map((line) => {
      const product = line.merchandise.product as { id: string; title: string }
      return {
        productId: numericId(product.id),
        variantId: numericId(line.merchandise.id),
        name: product.title,
        price: Number(line.cost.amountPerQuantity.amount),
        quantity: line.quantity,
      }
    }),
  }
}

export function createCheckoutRoutes({ store, carts, settings }: { store: Store; carts: CartRepository; settings: CheckoutSettings }) {
  /** The way back to the shop, in the checkout's market and language. */
  const back = ({ localization, words }: CheckoutLanguage) =>
    `<a class="button" href="${esc(new URL(localizedPath(localization, '/'), settings.shopUrl).toString())}">${esc(words.back)}</a>`

  async function load(token: string, key: string | undefined) {
    const record = await carts.findByToken(token)
    return record && record.key === key ? record : null
  }

  const actionOf = (record: CartRecord, suffix = '') => `/cart/c/${encodeURIComponent(record.token)}${suffix}?key=${encodeURIComponent(record.key)}`

  /** The gift card field (a plain form post), the applied cards each with its remove button, and the field's message. */
  function giftCardForm(record: CartRecord, { words, format }: CheckoutLanguage, uses: ReturnType<typeof spendGiftCards>['uses'], notice: Notice | null) {
    const action = esc(actionOf(record, '/gift-card'))
    const applied = uses
      .map(
        (use) =>
          `<form method="post" action="${action}"><input type="hidden" name="remove" value="${esc(use.id)}"><button type="submit" class="secondary">${esc(format(words.removeGiftCard, { last: use.lastCharacters }))}</button></form>`,
      )
      .join('')
    const message = notice
      ? `<p class="${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}" id="gift-card-message">${esc(notice.text)}</p>`
      : ''
    const invalid = notice?.kind === 'error' ? ' aria-invalid="true" aria-describedby="gift-card-message"' : ''
    return `<form method="post" action="${action}" class="code"><div><label for="gift-card">${esc(words.giftCard)}</label><input id="gift-card" name="code" autocomplete="off" autocapitalize="characters" maxlength="100" value="${esc(notice?.kind === 'error' ? (notice.typed ?? '') : '')}"${invalid}></div><button type="submit">${esc(words.apply)}</button></form>${message}${applied}`
  }

  type Notice = { kind: 'error' | 'ok'; text: string; typed?: string }

  /** The checkout of an open cart, in its language, with a message about its code or gift card when there is one. */
  function page(record: CartRecord, cart: CartNode, notice: Notice | null = null, status = 200, giftNotice: Notice | null = null) {
    const shown = checkoutLanguage(record)
    const { words, localization, format } = shown
    const percent = new Intl.NumberFormat(localization.locale, { style: 'percent', maximumFractionDigits: 2 })
    // Amounts as the cart's language writes them, as the shop's pages show them.
    const money = (amount: number, currencyCode: string) => formatMoney({ amount, currencyCode }, localization.locale)
    const subtotal = Number(cart.cost.subtotalAmount.amount)
    // Before the gift cards: they pay the order with its shipping below.
    const afterDiscount = Math.max(0, subtotal - cart.discount.amount)
    const { market, amount: shipping, calculated } = checkoutShipping(record.countryCode, subtotal, settings)
    // The cart's own currency: its market's.
    const currency = cart.cost.totalAmount.currencyCode
    const shippingText = calculated ? words.calculated : shipping === 0 ? words.free : money(shipping, currency)
    // The rate the cart was offered (the same rates as the cart's delivery estimate), named beside its cost.
    const [rate] = deliveryRates(market, subtotal)
    const rateText = rate ? `${(words.rates as Record<string, string>)[rate.handle] ?? rate.title}, ${deliveryTimeIn(shown, rate.description)}` : null
    // The cards pay the order with its shipping, as at Shopify's checkout.
    const due = afterDiscount + shipping
    const { uses, covered } = spendGiftCards(record.giftCardCodes, cart.giftCardsFound, due, currency)
    const giftRows = uses
      .map(
        (use) =>
          `<tr class="discount"><td colspan="3">${esc(format(words.giftCardRow, { last: use.lastCharacters }))} <small>(${esc(format(words.giftCardBalance, { amount: money(use.balance, use.currency) }))})</small></td><td class="n" data-testid="gift-card">−${esc(money(use.presentmentAmountUsed, currency))}</td></tr>`,
      )
      .join('')
    const rows = cart.lineList
      .map((line) => {
        const product = line.merchandise.product as { handle: string; title: string }
        const titles = lineTitlesIn(shown.localization.language, product, line.merchandise)
        const variant = shownVariantTitle(line.merchandise.title) ? ` (${esc(titles.variant)})` : ''
        return `<tr><td>${esc(titles.product)}${variant}</td><td class="n">${line.quantity}</td><td class="n">${esc(money(Number(line.cost.amountPerQuantity.amount), currency))}</td><td class="n">${esc(money(Number(line.cost.totalAmount.amount), currency))}</td></tr>`
      })
      .join('')
    const applied = cart.discount.applied
    const discountRow = applied
      ? `<tr class="discount"><td colspan="3">${esc(format(words.discount, { code: applied.code, percent: percent.format(applied.percent / 100) }))}</td><td class="n" data-testid="discount">−${esc(money(cart.discount.amount, currency))}</td></tr>`
      : ''
    // Without a message of the moment, the cart's own codes say why they do not apply.
    const refused = cart.discount.codes.find((c) => c.refusal)
    const said = notice ?? (refused?.refusal ? { kind: 'error' as const, text: format(words.refusals[refused.refusal], { code: refused.code }) } : null)
    const message = said ? `<p class="${said.kind}" role="${said.kind === 'error' ? 'alert' : 'status'}" id="code-message">${esc(said.text)}</p>` : ''
    const codeForm = applied
      ? `<form method="post" action="${esc(actionOf(record, '/discount'))}"><input type="hidden" name="code" value=""><button type="submit" class="secondary">${esc(format(words.removeCode, { code: applied.code }))}</button></form>`
      : `<form method="post" action="${esc(actionOf(record, '/discount'))}" class="code"><div><label for="code">${esc(words.discountCode)}</label><input id="code" name="code" autocomplete="off" autocapitalize="characters" maxlength="200" value="${esc(refused?.code ?? '')}"${said?.kind === 'error' ? ' aria-invalid="true" aria-describedby="code-message"' : ''}></div><button type="submit">${esc(words.apply)}</button></form>`
    const { columns } = words
    return layout(
      settings,
      shown,
      `<h1>${esc(words.title)}</h1><p class="notice" role="note">${esc(words.demoNotice)}</p>
<div class="card"><table><thead><tr><th>${esc(columns.item)}</th><th class="n">${esc(columns.quantity)}</th><th class="n">${esc(columns.price)}</th><th class="n">${esc(columns.total)}</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">${esc(words.subtotal)}</td><td class="n" data-testid="subtotal">${esc(money(subtotal, currency))}</td></tr>
${discountRow}<tr><td colspan="3">${esc(format(words.shipping, { market: words.countries[market.country] }))}${rateText ? ` <span data-testid="shipping-rate">${esc(rateText)}</span>` : ''}</td><td class="n" data-testid="shipping">${esc(shippingText)}</td></tr>
<tr class="total"><td colspan="3">${esc(words.total)}</td><td class="n" data-testid="total">${esc(money(due, currency))}</td></tr>
${giftRows}${uses.length ? `<tr class="total"><td colspan="3">${esc(words.toPay)}</td><td class="n" data-testid="to-pay">${esc(money(due - covered, currency))}</td></tr>` : ''}</tfoot></table></div>
${record.note ? `<div class="card"><h2>${esc(words.note)}</h2><p class="note" data-testid="order-note">${esc(record.note)}</p></div>` : ''}
${record.attributes.length ? `<div class="card"><h2>${esc(words.attributes)}</h2><dl data-testid="order-attributes">${record.attributes.map((a) => `<dt>${esc(a.key)}</dt><dd>${esc(a.value)}</dd>`).join('')}</dl></div>` : ''}
<div class="card">${codeForm}${message}</div>
<div class="card">${giftCardForm(record, shown, uses, giftNotice)}</div>
<div class="card"><form method="post" action="${esc(actionOf(record))}"><label for="email">${esc(words.email)}</label><input id="email" name="email" type="email" maxlength="255" autocomplete="email"><button type="submit">${esc(words.placeOrder)}</button></form></div>`,
      status,
    )
  }

  /** A checkout that cannot be shown: in its cart's language when there is a cart, else the shop's. */
  const gone = (record: CartRecord | null, text: (words: CheckoutWords) => string, status: number) => {
    const shown = checkoutLanguage(record)
    return layout(settings, shown, `<h1>${esc(shown.words.title)}</h1><p>${esc(text(shown.words))}</p>${back(shown)}`, status)
  }
  const missing = (w: CheckoutWords) => w.missing
  const completed = (w: CheckoutWords) => w.completed
  // Cleaned as the API's arguments are (shared/storable-text.ts): the e-mail is stored with the order.
  const formOf = (c: { req: { parseBody: () => Promise<Record<string, unknown>> } }) =>
    c.req
      .parseBody()
      .then(storable)
      .catch(() => ({}) as Record<string, unknown>)

  return new Hono()
    .get('/cart/c/:token', async (c) => {
      const record = await load(c.req.param('token'), c.req.query('key'))
      if (!record) return gone(null, missing, 404)
      if (record.completedAt) return gone(record, completed, 410)
      const cart = await resolveCart(carts, record, store, settings.shopUrl, settings.currency)
      // Counted as Shopify's checkout counts one; the page is the shopper's whether or not it is.
      await carts
        .startCheckout(record, checkoutStarted(record, cart))
        .catch((error: unknown) => console.error(`[checkout] a checkout started was not kept: ${(error as Error).message}`))
      return page(record, cart)
    })
    .post('/cart/c/:token/discount', async (c) => {
      const record = await load(c.req.param('token'), c.req.query('key'))
      if (!record) return gone(null, missing, 404)
      if (record.completedAt) return gone(record, completed, 410)
      const { words, format } = checkoutLanguage(record)
      const form = await formOf(c)
      const typed = typeof form.code === 'string' ? form.code : ''
      // An empty field removes the code; anything else replaces it (one code per order).
      if (!typed.trim()) {
        const cleared = { ...record, discountCodes: [] }
        await carts.setDiscountCodes(record.token, [])
        return page(cleared, await resolveCart(carts, cleared, store, settings.shopUrl, settings.currency))
      }
      const checked = normaliseDiscountCode(typed)
      if (!checked.ok) {
        const text = checkMessage('codeChecks', words, checked.message)
        return page(record, await resolveCart(carts, record, store, settings.shopUrl, settings.currency), { kind: 'error', text }, 422)
      }
      const updated = { ...record, discountCodes: cartDiscountCodes([checked.code]) }
      await carts.setDiscountCodes(record.token, updated.discountCodes)
      const cart = await resolveCart(carts, updated, store, settings.shopUrl, settings.currency)
      const applied = cart.discount.applied
      return page(updated, cart, applied ? { kind: 'ok', text: format(words.applied, { code: applied.code }) } : null, applied ? 200 : 422)
    })
    .post('/cart/c/:token/gift-card', async (c) => {
      const record = await load(c.req.param('token'), c.req.query('key'))
      if (!record) return gone(null, missing, 404)
      if (record.completedAt) return gone(record, completed, 410)
      const { words, format } = checkoutLanguage(record)
      const form = await formOf(c)
      const shown = async (next: CartRecord, notice: Notice | null, status = 200) =>
        page(next, await resolveCart(carts, next, store, settings.shopUrl, settings.currency), null, status, notice)
      if (typeof form.remove === 'string') {
        const next = { ...record, giftCardCodes: record.giftCardCodes.filter((code) => appliedGiftCardId(code) !== form.remove) }
        await carts.setGiftCardCodes(record.token, next.giftCardCodes)
        return shown(next, null)
      }
      const typed = typeof form.code === 'string' ? form.code : ''
      // What was typed stays in the field beside its message, for the shopper to correct.
      const refuse = (text: string, status: number) => shown(record, { kind: 'error', text, typed: typed.slice(0, 100) }, status)
      const checked = normaliseGiftCardCode(typed)
      if (!checked.ok) return refuse(checkMessage('giftCardChecks', words, checked.message), 422)
      const appliedText = { kind: 'ok' as const, text: format(words.giftCardApplied, { last: checked.code.slice(-4) }) }
      if (record.giftCardCodes.includes(checked.code)) return shown(record, appliedText)
      if (record.giftCardCodes.length >= giftCardRules.maxPerCart) return refuse(format(words.tooManyGiftCards, { max: giftCardRules.maxPerCart }), 422)
      const refusal = giftCardRefusal((await carts.findGiftCards([checked.code])).get(checked.code))
      if (refusal) return refuse(checkMessage('giftCardChecks', words, refusal), 422)
      const next = { ...record, giftCardCodes: [...record.giftCardCodes, checked.code] }
      await carts.setGiftCardCodes(record.token, next.giftCardCodes)
      return shown(next, appliedText)
    })
    .post('/cart/c/:token', async (c) => {
      const record = await load(c.req.param('token'), c.req.query('key'))
      if (!record) return gone(null, missing, 404)
      const form = await formOf(c)
      const rawEmail = typeof form.email === 'string' ? cutTo(form.email.trim(), 255) : ''
      const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(rawEmail) ? rawEmail : null
      const cart = await resolveCart(carts, record, store, settings.shopUrl, settings.currency)
      // A code that no longer applies (used or expired since it was entered) is never dropped
      // silently: the shopper sees why and removes it or enters another.
      if (cart.discount.codes.some((c) => c.refusal)) return page(record, cart, null, 409)
      const subtotal = Number(cart.cost.subtotalAmount.amount)
      const currency = cart.cost.totalAmount.currencyCode
      const due = Math.max(0, subtotal - cart.discount.amount) + checkoutShipping(record.countryCode, subtotal, settings).amount
      const { uses, covered } = spendGiftCards(record.giftCardCodes, cart.giftCardsFound, due, currency)
      const total = moneyAmount(due - covered)
      const code = cart.discount.applied?.code ?? null
      const giftCards = uses.map((use) => ({ code: use.code, amount: use.amountUsed }))
      const result = await carts.complete(record.token, { email, total, currency, discountCode: code, giftCards })
      if (result.status === 'completed') return gone(record, completed, 409)
      if (result.status === 'gift-card-used') {
        const now = await resolveCart(carts, record, store, settings.shopUrl, settings.currency)
        return page(record, now, null, 409, { kind: 'error', text: checkoutLanguage(record).words.giftCardSpent })
      }
      if (result.status === 'code-used') {
        // Another order took the code since this page was shown: show the cart as it now stands.
        const now = await resolveCart(carts, record, store, settings.shopUrl, settings.currency)
        return page(record, now, null, 409)
      }
      const shown = checkoutLanguage(record)
      return layout(
        settings,
        shown,
        `<h1>${esc(shown.format(shown.words.confirmed, { number: result.orderNumber }))}</h1><p>${esc(shown.words.thanks)}</p>${back(shown)}`,
      )
    })
}
