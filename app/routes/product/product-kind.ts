import type { ProductTypeKey } from '~/content/product-page'
import type { ProductKind } from '~/content/testimonials'
import { isAccessory } from '~/features/catalog/rules'
import type { Product } from '~/lib/storefront/types'

/** What a product is, for the benefits it promises and the reviews it shows. */
export type ProductType = ProductTypeKey

const word = (pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, 'i')
/** Words of a Shopify product type or title, most specific first: a "Sleep Kit" with a sheet is a kit. */
const rules: [ProductType, RegExp][] = [
  ['kit', word('kits?|bundles?|sets?')],
  ['mat', word('mats?')],
  ['sheet', word('sheets?|toppers?|bedding')],
]

/**
 * A product's type: an accessory by the accessory title rule (or the store's product type), else the
 * first rule its product type matches, else the first its title matches. Pillowcases, throws and
 * anything else the shop adds are 'other'.
 */
export function productTypeOf(product: Pick<Product, 'title' | 'productType'>): ProductType {
  if (isAccessory(product.title) || word('accessor(?:y|ies)').test(product.productType)) return 'accessory'
  for (const text of [product.productType, product.title]) {
    const match = rules.find(([, pattern]) => pattern.test(text))
    if (match) return match[0]
  }
  return 'other'
}

/**
 * The review kind (the testimonials page's product filter) of a product type. Accessories and
 * other products have no reviews of their own: they show the shop's reviews of every kind.
 */
export function reviewKindOf(type: ProductType): ProductKind | undefined {
  return type === 'sheet' ? 'Sheet' : type === 'mat' ? 'Mat' : type === 'kit' ? 'Kit' : undefined
}
