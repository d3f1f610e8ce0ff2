import type { Product, ProductVariant } from '~/lib/storefront/types'
import { cartCopy } from '~/features/cart/copy'
import { useCartStore } from '~/features/cart/store'
import { cart } from '#shared/shop'
import { toast } from '~/lib/toast'

/** Adds quantity 1 of a variant and confirms it with the 'Added to cart' toast. */
export function addToCart(product: Pick<Product, 'id' | 'handle' | 'title' | 'images'>, variant: ProductVariant) {
  const image = product.images[0]
  useCartStore.getState().addItem({
    product: { id: product.id, handle: product.handle, title: product.title, image: image ? { url: image.url, altText: image.altText } : null },
    variantId: variant.id,
    variantTitle: variant.title,
    price: variant.price,
    quantity: cart.quantityPerClick,
    selectedOptions: variant.selectedOptions,
  })
  toast.success(cartCopy.added, { description: product.title })
}
