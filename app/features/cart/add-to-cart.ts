import type { Product, ProductVariant } from '~/lib/storefront/types'
import { useCartStore } from '~/features/cart/store'
import { cart } from '#shared/cart-rules'

/**
 * Adds a quantity of a variant (1 from a card, SPEC §2; the product page's chosen quantity) and
 * opens the cart drawer on it, where 'Added to cart' and the product title confirm it (decision 035).
 */
export function addToCart(product: Pick<Product, 'id' | 'handle' | 'title' | 'images'>, variant: ProductVariant, quantity: number = cart.quantityPerClick) {
  const image = product.images[0]
  useCartStore.getState().addAndShow({
    product: { id: product.id, handle: product.handle, title: product.title, image: image ? { url: image.url, altText: image.altText } : null },
    variantId: variant.id,
    variantTitle: variant.title,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    quantity,
    selectedOptions: variant.selectedOptions,
  })
}
