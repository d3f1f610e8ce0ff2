import type { MarketCurrency } from '../../shared/markets'

/**
 * The embedded store's price lists, kept with its catalogue: the catalogue's prices are in its
 * own currency (SGD), and every other market's are converted from them at a fixed rate, then
 * rounded up as Shopify's market pricing rounds (decision 086). Fixed, so a page's prices do not
 * move with the exchange markets; the shop owner edits them here, as the catalogue beside it.
 *
 * Rounding: up to the next multiple of `step`, less `less` (amounts in the currency's units):
 * `{ step: 1, less: 0.05 }` ends every price in .95, `{ step: 1, less: 0 }` makes it whole,
 * `{ step: 1000, less: 0 }` a whole thousand.
 */
export type PriceList = { rate: number; step: number; less: number }

export const priceLists: Record<Exclude<MarketCurrency, 'SGD'>, PriceList> = {
  MYR: { rate: 3.2, step: 1, less: 0 },
  IDR: { rate: 12_700, step: 1000, less: 0 },
  HKD: { rate: 6, step: 1, less: 0 },
  AUD: { rate: 1.18, step: 1, less: 0.05 },
  USD: { rate: 0.77, step: 1, less: 0.05 },
}
