import { variantParam } from '~/lib/storefront/ids'
import type { Product, ProductVariant } from '~/lib/storefront/types'

type Variant = Pick<ProductVariant, 'id' | 'availableForSale' | 'selectedOptions'>

/**
 * The variant shown first: the first one if it can be bought, otherwise the first that can
 * (Shopify's convention, decision 020).
 */
export function defaultVariant<T extends Pick<ProductVariant, 'availableForSale'>>(variants: readonly T[]): T | undefined {
  return variants.find((v) => v.availableForSale) ?? variants[0]
}

/** The variant named in the URL (`?variant=` with Shopify's numeric id), or the default one. */
export function selectVariant<T extends Variant>(variants: readonly T[], param: string | null): T | undefined {
  return variants.find((v) => variantParam(v.id) === param) ?? defaultVariant(variants)
}

/**
 * The picker appears when there is more than one variant (docs/product.md#product-page). So a product whose only variant
 * is Shopify's `Default Title` (a product without options) shows none, nor one with a single size.
 */
export const showsPicker = (product: Pick<Product, 'variants'>) => product.variants.length > 1

export type OptionValueChoice<T> = {
  value: string
  selected: boolean
  /** A variant with this value and the other selected values can be bought. */
  available: boolean
  /**
   * A variant with this value and the other selected values is made (Hydrogen's `exists`): when
   * one is but cannot be bought, the value is sold out; when none is, it is not offered.
   */
  exists: boolean
  /**
   * Where choosing the value leads: the variant with this value and the other selected values,
   * or, when that combination is not made, the first variant with this value that can be
   * bought. Null when no variant with this value can be bought at all: the value is disabled.
   */
  target: T | null
}

export type OptionGroup<T> = { name: string; selectedValue: string | undefined; values: OptionValueChoice<T>[] }

const valueOf = (variant: Variant, name: string) => variant.selectedOptions.find((o) => o.name === name)?.value

/** One group per option (Size, Colour …) around the selected variant, each value with its state. */
export function optionGroups<T extends Variant>(options: Product['options'], variants: readonly T[], selected: T | undefined): OptionGroup<T>[] {
  return options.map((option) => {
    const others = options.filter((o) => o.name !== option.name).map((o) => [o.name, selected && valueOf(selected, o.name)] as const)
    const selectedValue = selected && valueOf(selected, option.name)
    return {
      name: option.name,
      selectedValue,
      values: option.values.map((value) => {
        const withValue = variants.filter((v) => valueOf(v, option.name) === value)
        const exact = withValue.find((v) => others.every(([name, other]) => valueOf(v, name) === other))
        const buyable = withValue.find((v) => v.availableForSale)
        return {
          value,
          selected: value === selectedValue,
          available: Boolean(exact?.availableForSale),
          exists: exact !== undefined,
          target: value === selectedValue ? (exact ?? null) : buyable ? (exact ?? buyable) : null,
        }
      }),
    }
  })
}
