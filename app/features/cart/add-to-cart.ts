import type { Product, ProductVariant } from '~/lib/storefront/types'
import { useCartStore } from '~/features/cart/store'
import { cart } from '#shared/shop'

/**
 * Adds quantity 1 of a variant and opens the cart drawer on it, where 'Added to cart' and the
 * product title confirm it (decision 035).
 */
export function addToCart(product: Pick<Product, 'id' | 'handle' | 'title' | 'images'>, variant: ProductVariant) {
  const image = product.images[0]
  useCartStore.getState().addAndShow({
    product: { id: product.id, handle: product.handle, title: product.title, image: image ? { url: image.url, altText: image.altText } : null },
    variantId: variant.id,
    variantTitle: variant.title,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    quantity: cart.quantityPerClick,
    selectedOptions: variant.selectedOptions,
  })
}
