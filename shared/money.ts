import { currency } from './cart-rules'
import { writeNumber } from './numbers'

/**
 * Money's one formatter: the currency code, then the amount with two decimals (docs/product.md#markets-and-currencies).
 * In English as the Storefront API writes a Decimal ("SGD 149.00"); in the markets' own languages
 * with their separators, as a shopper there writes a price ("IDR 1.900.000,00").
 */

/**
 * An amount as the Storefront API's Decimal; `|| 0` writes -0 and NaN as "0.00".
 * toFixed, not Intl.NumberFormat: a page's first Intl call took 52 ms (median) on a 4x-slowed CPU, for the same digits.
 */
export const moneyAmount = (amount: number): string => (amount || 0).toFixed(2)

/** A MoneyV2 of a computed amount: a total, a saving, a converted price. */
export const moneyOf = (amount: number, currencyCode: string) => ({ amount: moneyAmount(amount), currencyCode })

export type MoneyLike = { amount?: string | number | null; currencyCode?: string | null }

const isEnglish = (locale: string) => locale.split('-')[0]!.toLowerCase() === 'en'

/**
 * "SGD 149.00": the currency code (USD when it carries none), then the amount with two decimals,
 * grouped and separated as `locale` writes numbers unless it is English. 0 for what is not a number.
 */
export function formatMoney(money: MoneyLike | null | undefined, locale = 'en'): string {
  const number = Number(money?.amount ?? 0)
  const amount = moneyAmount(Number.isFinite(number) ? number : 0)
  const code = money?.currencyCode || currency.fallbackCode
  if (isEnglish(locale)) return `${code} ${amount}`
  const [whole, fraction] = amount.split('.')
  return `${code} ${writeNumber(whole!, fraction, locale)}`
}
