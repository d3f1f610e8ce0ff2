import { variantParam } from '~/lib/storefront/ids'
import type { ProductVariant } from '~/lib/storefront/types'

/** The variant named in the URL, or the first one (SPEC: the first is selected by default). */
export function selectVariant<T extends Pick<ProductVariant, 'id'>>(variants: readonly T[], param: string | null): T | undefined {
  return variants.find((v) => variantParam(v.id) === param) ?? variants[0]
}
