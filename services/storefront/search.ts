/**
 * The part of Shopify's search syntax the embedded store understands: terms are ANDed, a term
 * may name a field (`title:cord`, `product_type:Mats`, `tag:sleep`, `available_for_sale:true`),
 * values may be quoted or use `*` wildcards, and `-term` or `NOT term` negates. Matching is
 * case-insensitive on words' substrings, like the real store's prefix matching but a little wider.
 */
export type Searchable = {
  title: string
  productType: string
  tags: string[]
  vendor: string
  variantTitles: string[]
  skus: string[]
  availableForSale: boolean
}

type Term = { field: string | null; value: string; negate: boolean }

export function parseQuery(query: string): Term[] {
  const terms: Term[] = []
  const pattern = /(-)?(?:(\w+):)?(?:"([^"]*)"|(\S+))/g
  let negateNext = false
  for (const match of query.matchAll(pattern)) {
    const [, minus, field, quoted, bare] = match
    const value = (quoted ?? bare ?? '').trim()
    if (!field && value === 'NOT') {
      negateNext = true
      continue
    }
    if (!field && (value === 'AND' || value === '')) continue
    terms.push({ field: field?.toLowerCase() ?? null, value: value.toLowerCase(), negate: Boolean(minus) || negateNext })
    negateNext = false
  }
  return terms
}

const contains = (haystack: string, value: string) => {
  const needle = value.replace(/\*/g, '')
  return needle === '' || haystack.toLowerCase().includes(needle)
}

function matchesTerm(item: Searchable, term: Term): boolean {
  switch (term.field) {
    case 'title':
      return contains(item.title, term.value)
    case 'product_type':
      return contains(item.productType, term.value)
    case 'tag':
      return item.tags.some((t) => t.toLowerCase() === term.value.replace(/\*/g, '') || (term.value.includes('*') && contains(t, term.value)))
    case 'vendor':
      return contains(item.vendor, term.value)
    case 'sku':
      return item.skus.some((s) => contains(s, term.value))
    case 'variants.title':
      return item.variantTitles.some((t) => contains(t, term.value))
    case 'available_for_sale':
      return String(item.availableForSale) === term.value
    case null:
      return [item.title, item.productType, item.vendor, ...item.tags, ...item.variantTitles].some((f) => contains(f, term.value))
    default:
      // Unknown fields match nothing, as on the real store.
      return false
  }
}

export function matchesQuery(item: Searchable, query: string | null | undefined): boolean {
  if (!query?.trim()) return true
  return parseQuery(query).every((term) => matchesTerm(item, term) !== term.negate)
}
