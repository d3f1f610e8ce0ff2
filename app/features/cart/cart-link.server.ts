import { cart as rules } from '#shared/cart-rules'
import { shownVariantTitle } from '#shared/default-variant'
import { discountCodeMessages, discountCookie, normaliseDiscountCode } from '#shared/discount-code'
import { defaultMarket, type Market } from '#shared/markets'
import { discountCodeRules } from '#shared/shop'
import { storable } from '#shared/storable-text'
import { cartLimitProblem } from '~/features/cart/limits.server'
import { brand } from '#shared/identity'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { formatIn } from '#shared/format-in'
import { inPageLanguage } from '~/lib/field-messages'
import type { StorefrontClient } from '~/lib/storefront/client'
import { marketOf } from '~/lib/storefront/market'
import { CART_LINK_VARIANTS_QUERY } from '~/lib/storefront/queries'
import type { CheckoutOptions } from '~/lib/storefront/cart'

/** A line of a cart link: the variant's number (Shopify's legacy id, as its permalinks write it) and a quantity. */
export type LinkLine = { number: string; quantity: number }

const VARIANT_GID = 'gid://shopify/ProductVariant/'
const gid = (number: string) => `${VARIANT_GID}${number}`
/** The variant's number in a gid, for a cart link (`gid://shopify/ProductVariant/123` → `123`); null for anything else. */
export const variantNumber = (id: string) =>
  id.startsWith(VARIANT_GID) && /^\d{1,20}$/.test(id.slice(VARIANT_GID.length)) ? id.slice(VARIANT_GID.length) : null

/**
 * The lines of a cart link's path (`/cart/123:2,456:1`), a variant named twice added up, as
 * Shopify reads them; null when the path is not a cart link at all.
 */
export function parseCartLink(segment: string): LinkLine[] | null {
  if (segment.length > 4000) return null
  const parts = segment.split(',')
  if (parts.length > rules.maxCartLines) return null
  const lines = new Map<string, number>()
  for (const part of parts) {
    const match = /^(\d{1,20}):(\d{1,4})$/.exec(part.trim())
    if (!match || Number(match[2]) < 1) return null
    lines.set(match[1]!, (lines.get(match[1]!) ?? 0) + Number(match[2]))
  }
  return [...lines].map(([number, quantity]) => ({ number, quantity }))
}

/** What a cart link adds to the cart besides its lines, and what of it was left out and why. */
export type LinkOptions = Required<Pick<CheckoutOptions, 'attributes'>> & Pick<CheckoutOptions, 'discountCode' | 'note'> & { leftOut: string[] }

/**
 * Shopify's cart link parameters: `discount`, `note` and `attributes[key]`, each checked as the cart
 * takes it. Without `discount`, a discount link's code kept for the shopper (its cookie) goes. What
 * was left out is said in the market's language.
 */
export async function cartLinkOptions(params: URLSearchParams, cookie: string | null = null, market: Market = defaultMarket): Promise<LinkOptions> {
  const { cartLinkCopy: copy } = await copyModule(market, 'cart-link')
  const options: LinkOptions = { attributes: [], leftOut: [] }
  const discount = params.get('discount') ?? discountCookie(cookie)
  if (discount) {
    const checked = normaliseDiscountCode(discount)
    if (checked.ok) options.discountCode = checked.code
    else {
      const { reason } = inPageLanguage({ reason: checked.message }, discountCodeMessages, (await copyModule(market, 'cart')).discountCopy.errors)
      options.leftOut.push(formatIn(market, copy.discount, { code: discount.slice(0, discountCodeRules.maxLength), reason: reason ?? checked.message }))
    }
  }
  const note = storable(params.get('note') ?? '').trim()
  if (note.length > rules.maxNoteLength) options.leftOut.push(formatIn(market, copy.noteTooLong, { most: rules.maxNoteLength }))
  else if (note) options.note = note
  let tooLong = false
  for (const [name, raw] of params) {
    const key = /^attributes\[(.+)\]$/.exec(name)?.[1]
    if (!key) continue
    const value = storable(raw)
    const fits = key.length <= rules.maxAttributeKeyLength && value.length <= rules.maxAttributeValueLength && options.attributes.length < rules.maxAttributes
    if (fits) options.attributes.push({ key: storable(key), value })
    else tooLong = true
  }
  if (tooLong) options.leftOut.push(copy.attributesLeftOut)
  return options
}

/** The link's path again, with only the lines and options that can go to checkout. */
export function cartLinkPath(lines: readonly LinkLine[], options: Omit<LinkOptions, 'leftOut'>): string {
  const params = new URLSearchParams()
  if (options.discountCode) params.set('discount', options.discountCode)
  if (options.note) params.set('note', options.note)
  for (const { key, value } of options.attributes) params.append(`attributes[${key}]`, value)
  const query = params.toString()
  return `/cart/${lines.map((l) => `${l.number}:${l.quantity}`).join(',')}${query ? `?${query}` : ''}`
}

export type LinkCheck = {
  /** The lines that can go to checkout, with the name the shopper knows each by. */
  ready: (LinkLine & { merchandiseId: string; title: string })[]
  /** What the shopper is told of the rest. */
  problems: string[]
}

/**
 * Which of a link's lines the store sells in the client's market, each within the cart's limits,
 * named as the store names them in the market's language and said in it.
 */
export async function checkCartLink(client: StorefrontClient, lines: readonly LinkLine[]): Promise<LinkCheck> {
  const market = marketOf(client)
  const { cartLinkCopy: copy } = await copyModule(market, 'cart-link')
  const { nodes } = await client.request(CART_LINK_VARIANTS_QUERY, { ids: lines.map((l) => gid(l.number)) })
  const check: LinkCheck = { ready: [], problems: [] }
  lines.forEach((line, i) => {
    const node = nodes[i]
    if (!node || !('availableForSale' in node)) return void check.problems.push(formatIn(market, copy.unknownVariant, { number: line.number }))
    const variant = shownVariantTitle(node.title)
    const title = variant ? `${node.product.title} (${variant})` : node.product.title
    if (!node.availableForSale) return void check.problems.push(formatIn(market, copy.soldOut, { title }))
    const quantity = Math.min(line.quantity, rules.maxQuantityPerItem)
    if (quantity < line.quantity) check.problems.push(formatIn(market, copy.tooMany, { title, most: rules.maxQuantityPerItem }))
    check.ready.push({ ...line, quantity, merchandiseId: node.id, title })
  })
  const overall = await cartLimitProblem(check.ready, market)
  if (overall) return { ready: [], problems: [...check.problems, overall] }
  return check
}

/** The store's refusal of a link's cart: its own words on an English page, the shop's in another (the store words it in English). */
export async function storeRefusalIn(market: Market, words: string): Promise<string> {
  return market.language === 'EN' && words ? words : (await copyModule(market, 'cart-link')).cartLinkCopy.refused
}

/** The page's title and copy in its language, for a cart link's page and Buy it now's. */
export async function cartLinkPageCopy(market: Market) {
  const { cartLinkCopy } = await copyModule(market, 'cart-link')
  return { title: `${cartLinkCopy.pageTitle} | ${brand.name}`, copy: await pageCopy(market, ['cart-link']) }
}
