import type { AppLoadContext } from 'react-router'
import { listingMembers, type ListingMembers } from '~/features/catalog/categories'
import { summarize } from '~/features/catalog/card'
import { loadBestSellers, loadListing } from '~/features/catalog/listing.server'
import { getProductRecommendations } from '~/lib/storefront/catalogue'
import { StorefrontPaymentRequired } from '~/lib/storefront/client'
import type { Product, ProductSummary } from '~/lib/storefront/types'
import { RELATED_COUNT, selectRelated } from './related'

/**
 * A product's category, as the store is asked for it: the listing it belongs to (sleep, mats,
 * accessories, by the listings' title rules), else the products of its product type; null when it has
 * neither, and only best sellers are suggested. Its title and type are the English ones the rules
 * read (`ruleFieldsOf`), whatever the page's language.
 */
export function categoryMembers(product: Pick<Product, 'title' | 'productType'>): ListingMembers | null {
  const listing = [listingMembers.sleep, listingMembers.mats, listingMembers.accessories].find((members) => members.accepts(product.title))
  if (listing) return listing
  const type = product.productType.replace(/["\\]/g, '').trim()
  return type ? { query: `product_type:"${type}"` } : null
}

/**
 * "You may also like": the store's related products (`productRecommendations(intent: RELATED)`,
 * Shopify's own or those its owner set in Search & Discovery). When the store recommends fewer
 * than a row, the rule below fills it: the category's products, then the best sellers.
 */
export async function loadRelated(context: AppLoadContext, product: Pick<Product, 'id' | 'title' | 'productType'>): Promise<ProductSummary[]> {
  const recommended = await getProductRecommendations(context.storefront, product.id, 'RELATED').catch((error: unknown) => {
    if (!(error instanceof StorefrontPaymentRequired)) console.error('[catalog] could not load the store’s recommendations:', error)
    return null
  })
  const fromStore = selectRelated(product.id, (recommended ?? []).map(summarize), [])
  if (fromStore.length >= RELATED_COUNT) return fromStore
  const byRule = await loadRelatedByRule(context, product)
  return selectRelated(product.id, fromStore, byRule)
}

/**
 * The category's products, then the best sellers. Each list reads one more than is shown (the
 * product itself may be among them), the best sellers enough to fill the row whatever the
 * category gave. A failed load gives fewer suggestions, never an error.
 */
async function loadRelatedByRule(context: AppLoadContext, product: Pick<Product, 'id' | 'title' | 'productType'>): Promise<ProductSummary[]> {
  const members = categoryMembers(product)
  const [same, best] = await Promise.all([
    members ? loadListing(context, { members, size: RELATED_COUNT + 1, count: false }) : null,
    loadBestSellers(context, RELATED_COUNT * 2 + 1),
  ])
  return selectRelated(product.id, same?.products ?? [], best.products)
}
