/**
 * The product details a store supplies as metafields (namespace `custom`, multi-line text): what is
 * in the box, size and fit, and care. A shop owner fills them in Shopify's admin; the embedded
 * store reads them from its catalogue file.
 */
export const DETAIL_NAMESPACE = 'custom'

export const detailKeys = {
  inTheBox: 'in_the_box',
  sizeAndFit: 'size_and_fit',
  care: 'care',
} as const

export type DetailName = keyof typeof detailKeys

/** Each detail as its lines of text; null when the store has none for the product. */
export type ProductDetails = Record<DetailName, string[] | null>

/** What the Storefront API answers per identifier: the metafield, or null when it is not set. */
export type RawMetafield = { namespace: string; key: string; value: string } | null

/** The `identifiers:` argument of the product query (`$details`). */
export const detailIdentifiers = Object.values(detailKeys).map((key) => ({ namespace: DETAIL_NAMESPACE, key }))

/** A multi-line text field's non-empty lines, trimmed; null when nothing is left. */
function lines(value: string | undefined): string[] | null {
  const kept = (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  return kept.length ? kept : null
}

/** The product's details from the metafields the store answered (in any order, nulls for missing ones). */
export function productDetails(metafields: readonly RawMetafield[] | null | undefined): ProductDetails {
  const byKey = new Map<string, string>()
  for (const field of metafields ?? []) {
    if (field && field.namespace === DETAIL_NAMESPACE) byKey.set(field.key, field.value)
  }
  return {
    inTheBox: lines(byKey.get(detailKeys.inTheBox)),
    sizeAndFit: lines(byKey.get(detailKeys.sizeAndFit)),
    care: lines(byKey.get(detailKeys.care)),
  }
}
