/**
 * A product's variants in the terms Shopify's Storefront API gives storefronts that draw option
 * pickers without the variant list: `encodedVariantExistence` / `encodedVariantAvailability` (the
 * option-value combinations as Shopify's v1 trie), `selectedOrFirstAvailableVariant`,
 * `variantBySelectedOptions` and `adjacentVariants`.
 */

type Option = { name: string; values: readonly string[] }
type Variant = { availableForSale: boolean; selectedOptions: readonly { name: string; value: string }[] }
export type SelectedOptionInput = { name: string; value: string }
export type SelectionArgs = { selectedOptions?: SelectedOptionInput[] | null; ignoreUnknownOptions?: boolean | null; caseInsensitiveMatch?: boolean | null }

/** A variant's option values as positions in the product's options, in the options' order. */
function positions(options: readonly Option[], variant: Variant): number[] | null {
  const result: number[] = []
  for (const option of options) {
    const value = variant.selectedOptions.find((o) => o.name === option.name)?.value
    const index = value === undefined ? -1 : option.values.indexOf(value)
    if (index < 0) return null
    result.push(index)
  }
  return result
}

type Trie = Map<number, Trie>

/**
 * Shopify's v1 encoding of option-value combinations: a trie in which `:` goes down to the next
 * option, a space separates values of the same prefix and `,` ends a prefix (hydrogen-react's
 * `decodeEncodedVariant` reads it). Ranges (`0-2`) are optional shorthand and not written.
 */
export function encodeCombinations(combinations: readonly number[][]): string {
  const root: Trie = new Map()
  for (const combination of combinations) {
    let node = root
    for (const index of combination) {
      if (!node.has(index)) node.set(index, new Map())
      node = node.get(index)!
    }
  }
  const write = (node: Trie, depth: number): string => {
    const keys = [...node.keys()].sort((a, b) => a - b)
    const leaf = keys.every((k) => node.get(k)!.size === 0)
    const body = leaf ? keys.join(' ') : keys.map((k) => `${k}:${write(node.get(k)!, depth + 1)}`).join('')
    return depth > 0 ? `${body},` : body
  }
  return combinations.length ? `v1_${write(root, 0)}` : ''
}

export function encodedVariants(options: readonly Option[], variants: readonly Variant[], only: (v: Variant) => boolean = () => true): string {
  return encodeCombinations(
    variants
      .filter(only)
      .map((v) => positions(options, v))
      .filter((p): p is number[] => p !== null),
  )
}

const same = (a: string, b: string, caseInsensitive: boolean) => (caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b)

/** The variant with the selected options, else the first available one, else the first (Shopify's rule). */
export function selectedOrFirstAvailable<V extends Variant>(options: readonly Option[], variants: readonly V[], args: SelectionArgs): V | null {
  const chosen = matching(options, variants, args)
  return chosen ?? variants.find((v) => v.availableForSale) ?? variants[0] ?? null
}

function matching<V extends Variant>(options: readonly Option[], variants: readonly V[], args: SelectionArgs): V | null {
  const caseInsensitive = Boolean(args.caseInsensitiveMatch)
  let selected = args.selectedOptions ?? []
  if (args.ignoreUnknownOptions) selected = selected.filter((s) => options.some((o) => same(o.name, s.name, caseInsensitive)))
  if (selected.length === 0) return null
  return (
    variants.find((v) =>
      selected.every((s) => v.selectedOptions.some((o) => same(o.name, s.name, caseInsensitive) && same(o.value, s.value, caseInsensitive))),
    ) ?? null
  )
}

/** `variantBySelectedOptions`: the variant with every selected option, else null. */
export const variantBySelectedOptions = <V extends Variant>(options: readonly Option[], variants: readonly V[], args: SelectionArgs): V | null =>
  matching(options, variants, args)

/** The variants that differ from the selected (or first available) one in exactly one option. */
export function adjacent<V extends Variant>(options: readonly Option[], variants: readonly V[], args: SelectionArgs): V[] {
  const base = selectedOrFirstAvailable(options, variants, args)
  if (!base) return []
  const from = positions(options, base)
  if (!from) return []
  return variants.filter((v) => {
    const at = positions(options, v)
    return at !== null && at.filter((index, i) => index !== from[i]).length === 1
  })
}
