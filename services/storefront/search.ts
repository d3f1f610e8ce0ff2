/**
 * The part of Shopify's search syntax the embedded store understands: terms are ANDed, a term
 * may name a field (`title:cord`, `product_type:Mats`, `tag:sleep`, `available_for_sale:true`),
 * values may be quoted or use `*` wildcards, and `-term` or `NOT term` negates. A free-text term
 * matches like Shopify's: word by word across title, product type, tags, variant titles and
 * vendor, each word as a prefix ("pillow" finds "pillowcase") or in its singular or plural form
 * ("mats" finds "mat"), case-insensitively.
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
      return matchesWords(item, term.value)
    default:
      // Unknown fields match nothing, as on the real store.
      return false
  }
}

/** The words of a text, lower-cased: letters and digits in any script. */
export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/** A simple English singular: "mats" → "mat", "accessories" → "accessory", "boxes" → "box"; "grass" stays. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

const wordMatches = (wanted: string, word: string) => word.startsWith(wanted) || singular(word) === singular(wanted)

/** Every word of `text` (a free-text term, `*` wildcards allowed) is found among the item's words. */
export function matchesWords(item: Searchable, text: string): boolean {
  const haystack = [item.title, item.productType, item.vendor, ...item.tags, ...item.variantTitles].flatMap(words)
  return words(text).every((wanted) => haystack.some((word) => wordMatches(wanted, word)))
}

/**
 * How closely an item answers the free-text words of a query, for Shopify's RELEVANCE order: a
 * whole word (or its plural) in the title counts most, elsewhere less, a prefix least.
 */
export function relevance(item: Searchable, query: string | null | undefined): number {
  const wanted = parseQuery(query ?? '')
    .filter((t) => t.field === null && !t.negate)
    .flatMap((t) => words(t.value))
  const title = words(item.title)
  const rest = [item.productType, item.vendor, ...item.tags, ...item.variantTitles].flatMap(words)
  const whole = (w: string, list: string[]) => list.some((word) => singular(word) === singular(w))
  return wanted.reduce((score, w) => score + (whole(w, title) ? 3 : whole(w, rest) ? 2 : 1), 0)
}

export function matchesQuery(item: Searchable, query: string | null | undefined): boolean {
  if (!query?.trim()) return true
  return parseQuery(query).every((term) => matchesTerm(item, term) !== term.negate)
}
