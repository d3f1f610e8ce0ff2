import type { AppLoadContext } from 'react-router'
import { getProductTitleIn } from '~/lib/storefront/catalogue'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import { marketOf } from '~/lib/storefront/market'
import type { Product } from '~/lib/storefront/types'
import { RULES_LANGUAGE } from './rules'

/** What the title rules read of a product: its title and product type. */
export type RuleFields = Pick<Product, 'title' | 'productType'>

/**
 * A product's title and type in the rules' language (English), for what they decide of it (its
 * kind, its listing), by handle, so it can be asked beside the product itself. Null when the page
 * is in that language (its own product has them: nothing is asked), when the store has no such
 * product, or when the store fails (logged): the page's own fields then stand in.
 */
export async function ruleFieldsOf(context: AppLoadContext, handle: string): Promise<RuleFields | null> {
  if (marketOf(context.storefront).language === RULES_LANGUAGE) return null
  try {
    return await getProductTitleIn(context.storefront, handle, RULES_LANGUAGE)
  } catch (error) {
    // A store that needs payment fails the product too, and the page says so.
    if (!(error instanceof StorefrontPaymentRequired)) console.error(`[catalog] could not read the English title of "${handle}":`, error)
    return null
  }
}
