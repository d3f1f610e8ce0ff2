import { currency } from './cart-rules'

/**
 * Money's one formatter (Intl.NumberFormat): two decimals, no grouping, as the Storefront API
 * writes a Decimal ("149.00") and as the shop shows an amount (docs/product.md#markets-and-currencies).
 */
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })

/** An amount as the Storefront API's Decimal; `|| 0` turns -0 (and NaN) into "0.00", as toFixed did. */
export const moneyAmount = (amount: number): string => twoDecimals.format(amount || 0)

/** A MoneyV2 of a computed amount: a total, a saving, a converted price. */
export const moneyOf = (amount: number, currencyCode: string) => ({ amount: moneyAmount(amount), currencyCode })

export type MoneyLike = { amount?: string | number | null; currencyCode?: string | null }

/** The currency code, then the amount with two decimals ("SGD 149.00"); USD when it carries none. */
export function formatMoney(money: MoneyLike | null | undefined): string {
  const amount = Number(money?.amount ?? 0)
  return `${money?.currencyCode || currency.fallbackCode} ${moneyAmount(Number.isFinite(amount) ? amount : 0)}`
}
