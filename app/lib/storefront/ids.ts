/** The numeric part of a Shopify global id (`gid://shopify/ProductVariant/123` → `123`), as Shopify uses in `?variant=` links. */
export const variantParam = (id: string) => id.split('/').pop() ?? id
