import type { Product } from '~/lib/storefront/types'
import type { ProductType } from './product-kind'

/**
 * The option the size guide opens beside, by its name as the store gives it (the store answers
 * option names in the page's language: "Size", "Ukuran", "尺寸"), so it is not recognised by its
 * English name. A product the guide lists (its `rows`, by handle) has its sizes as one option: the
 * one with as many values as the guide has rows for it (the yoga mat's three sizes, not its five
 * colours), else its first (Shopify lists the size first). A kit comes with a sheet the guide
 * sizes: its first option. Any other product has no size guide.
 */
export function sizeOptionOf(product: Pick<Product, 'handle' | 'options'>, type: ProductType, rows: readonly { handle: string }[]): string | null {
  const sized = rows.filter((row) => row.handle === product.handle).length
  if (sized === 0 && type !== 'kit') return null
  const option = product.options.find((o) => sized > 0 && o.values.length === sized) ?? product.options[0]
  return option?.name ?? null
}
