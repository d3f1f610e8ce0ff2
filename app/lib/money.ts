import { currency } from '#shared/cart-rules'
import type { Money } from '~/lib/storefront/types'

/** The currency code, then the amount with two decimals ("SGD 149.00", docs/product.md#markets-and-currencies). */
export function formatMoney(money: Partial<Money> | null | undefined): string {
  const amount = Number(money?.amount ?? 0)
  return `${money?.currencyCode || currency.fallbackCode} ${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`
}

/** A sale: the was-price and the saving, when `compareAt` is above `price` in the same currency. */
export function saleOf(price: Money, compareAt: Money | null | undefined): { was: Money; saving: Money } | null {
  if (!compareAt || compareAt.currencyCode !== price.currencyCode) return null
  const cents = Math.round(Number(compareAt.amount) * 100) - Math.round(Number(price.amount) * 100)
  if (!Number.isFinite(cents) || cents <= 0) return null
  return { was: compareAt, saving: { amount: (cents / 100).toFixed(2), currencyCode: price.currencyCode } }
}
