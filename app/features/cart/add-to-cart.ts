import type { Product, ProductVariant } from '~/lib/storefront/types'
import { type CartItem, useCartStore } from '~/features/cart/store'
import { cart } from '#shared/cart-rules'

/**
 * Adds a quantity of a variant (1 from a card; the product page's chosen quantity) and
 * opens the cart drawer on it, where 'Added to cart' and the product title confirm it (decision 035).
 */
export function addToCart(product: Pick<Product, 'id' | 'handle' | 'title' | 'images'>, variant: ProductVariant, quantity: number = cart.quantityPerClick) {
  useCartStore.getState().addAndShow(cartItem(product, variant, quantity))
}

/** The cart line an add makes (a listing page's server works out its cards' lines ahead, decision 107 (074)). */
export function cartItem(
  product: Pick<Product, 'id' | 'handle' | 'title' | 'images'>,
  variant: ProductVariant,
  quantity: number = cart.quantityPerClick,
): CartItem {
  const image = product.images[0]
  return {
    product: { id: product.id, handle: product.handle, title: product.title, image: image ? { url: image.url, altText: image.altText } : null },
    variantId: variant.id,
    variantTitle: variant.title,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    quantity,
    selectedOptions: variant.selectedOptions,
  }
}
