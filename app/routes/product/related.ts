import type { ProductSummary } from '~/lib/storefront/types'

/** How many products "You may also like" shows. */
export const RELATED_COUNT = 4

/**
 * The products to suggest beside one: its own category's first, then the best sellers, each
 * product once and never the product itself, `count` at most.
 */
export function selectRelated(
  productId: string,
  sameCategory: readonly ProductSummary[],
  bestSellers: readonly ProductSummary[],
  count = RELATED_COUNT,
): ProductSummary[] {
  const seen = new Set([productId])
  const picked: ProductSummary[] = []
  for (const candidate of [...sameCategory, ...bestSellers]) {
    if (picked.length === count) break
    if (seen.has(candidate.id)) continue
    seen.add(candidate.id)
    picked.push(candidate)
  }
  return picked
}
