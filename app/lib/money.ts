import { currency } from '#shared/shop'
import type { Money } from '~/lib/storefront/types'

/** SPEC §9: the currency code, then the amount with two decimals ("SGD 149.00"). */
export function formatMoney(money: Partial<Money> | null | undefined): string {
  const amount = Number(money?.amount ?? 0)
  return `${money?.currencyCode || currency.fallbackCode} ${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`
}
