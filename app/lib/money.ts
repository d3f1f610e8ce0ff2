import { moneyOf } from '#shared/money'
import type { Money } from '~/lib/storefront/types'

export { formatMoney } from '#shared/money'

/** A sale: the was-price and the saving, when `compareAt` is above `price` in the same currency. */
export function saleOf(price: Money, compareAt: Money | null | undefined): { was: Money; saving: Money } | null {
  if (!compareAt || compareAt.currencyCode !== price.currencyCode) return null
  const cents = Math.round(Number(compareAt.amount) * 100) - Math.round(Number(price.amount) * 100)
  if (!Number.isFinite(cents) || cents <= 0) return null
  return { was: compareAt, saving: moneyOf(cents / 100, price.currencyCode) }
}
