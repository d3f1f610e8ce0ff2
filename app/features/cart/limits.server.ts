import { cart } from '#shared/cart-rules'
import { defaultMarket, type Market } from '#shared/markets'
import { copyModule } from '~/i18n/catalogue.server'
import { formatIn } from '#shared/format-in'
import { merged, type QuantityLine } from './limits'

/**
 * The shopper's message, in the market's language, for the first quantity limit the cart breaks once its lines are merged
 * by variant (as the store merges them), or null when it keeps to them. Checked on the merged
 * cart: 100 lines of 999 of one variant are one line of 99,900 to the store.
 */
export async function cartLimitProblem(lines: readonly QuantityLine[], market: Market = defaultMarket): Promise<string | null> {
  const { cartCopy } = await copyModule(market, 'cart')
  const { perVariant, total } = merged(lines)
  if ([...perVariant.values()].some((q) => q > cart.maxQuantityPerItem)) return formatIn(market, cartCopy.tooManyOfOne, { max: cart.maxQuantityPerItem })
  if (total > cart.maxCartQuantity) return formatIn(market, cartCopy.tooManyItems, { max: cart.maxCartQuantity })
  return null
}
