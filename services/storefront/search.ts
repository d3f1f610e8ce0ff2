/**
 * The part of Shopify's search syntax the embedded store understands: terms are ANDed, a term
 * may name a field (`title:cord`, `product_type:Mats`, `tag:sleep`, `available_for_sale:true`),
 * values may be quoted or use `*` wildcards, and `-term` or `NOT term` negates. A free-text term
 * matches like Shopify's: word by word across title, product type, tags, variant titles and
 * vendor, each word as a prefix ("pillow" finds "pillowcase") or in its singular or plural form
 * ("mats" finds "mat"), case-insensitively. Chinese, written without spaces, matches anywhere in
 * a run of characters ("床单" finds "优质接地平铺床单"). Where the operation is in another
 * language, the product's title and variant titles in it are matched beside the store's own.
 */
export type Searchable = {
  title: string
  productType: string
  tags: string[]
  vendor: string
  variantTitles: string[]
  skus: string[]
  availableForSale: boolean
  /** The title and variant titles in the operation's language, where it is not the store's (`translations.ts` `searchableIn`). */
  translated?: { title: string; variantTitles: string[] }
}

/** An item's titles and variant titles: the store's, and the language's where there is one. */
export const titlesOf = (item: Searchable): string[] => (item.translated ? [item.title, item.translated.title] : [item.title])
export const variantTitlesOf = (item: Searchable): string[] =>
  item.translated ? [...item.variantTitles, ...item.translated.variantTitles] : item.variantTitles

type Term = { field: string | null; value: string; negate: boolean }

export function parseQuery(query: string): Term[] {
  const terms: Term[] = []
  // A field may be dotted (`variants.title:King`), as the boolean syntax's tokens are (query-syntax.ts).
  const pattern = /(-)?(?:([\w.]+):)?(?:"([^"]*)"|(\S+))/g
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
      return titlesOf(item).some((t) => contains(t, term.value))
    case 'product_type':
      return contains(item.productType, term.value)
    case 'tag':
      return item.tags.some((t) => t.toLowerCase() === term.value.replace(/\*/g, '') || (term.value.includes('*') && contains(t, term.value)))
    case 'vendor':
      return contains(item.vendor, term.value)
    case 'sku':
      return item.skus.some((s) => contains(s, term.value))
    case 'variants.title':
      return variantTitlesOf(item).some((t) => contains(t, term.value))
    case 'available_for_sale':
      return String(item.availableForSale) === term.value
    case null:
      return matchesWords(item, term.value)
    default:
      // Unknown fields match nothing, as on the real store.
      return false
  }
}

/** The words of a text, lower-cased: letters and digits in any script, a run of Chinese characters a word of its own. */
export const words = (text: string): string[] => text.toLowerCase().match(/\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu) ?? []

/** Chinese is written without spaces between words: a word of it is found anywhere in a run of characters. */
export const isUnspaced = (word: string) => /\p{Script=Han}/u.test(word)

/** A simple English singular: "mats" → "mat", "accessories" → "accessory", "boxes" → "box"; "grass" stays. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

type Indexed = { word: string; singular: string }
type ItemWords = { title: Indexed[]; rest: Indexed[]; all: Indexed[] }

/**
 * An item's words with their singulars, worked out once per item rather than once per term of
 * every search: a search then costs its terms times the item's words, no more.
 */
const indexes = new WeakMap<Searchable, ItemWords>()
function itemWords(item: Searchable): ItemWords {
  let index = indexes.get(item)
  if (!index) {
    const indexed = (texts: string[]) => texts.flatMap(words).map((word) => ({ word, singular: singular(word) }))
    const title = indexed(titlesOf(item))
    const rest = indexed([item.productType, item.vendor, ...item.tags, ...variantTitlesOf(item)])
    index = { title, rest, all: [...title, ...rest] }
    indexes.set(item, index)
  }
  return index
}

/** Every word of `text` (a free-text term, `*` wildcards allowed) is found among the item's words. */
export function matchesWords(item: Searchable, text: string): boolean {
  const haystack = itemWords(item).all
  return words(text).every((wanted) => {
    const wantedSingular = singular(wanted)
    const inside = isUnspaced(wanted)
    return haystack.some((w) => w.word.startsWith(wanted) || w.singular === wantedSingular || (inside && w.word.includes(wanted)))
  })
}

/**
 * How closely an item answers the free-text words of a query, for Shopify's RELEVANCE order: a
 * whole word (or its plural) in the title counts most, elsewhere less, a prefix least.
 */
export function relevance(item: Searchable, query: string | null | undefined): number {
  const wanted = parseQuery(query ?? '')
    .filter((t) => t.field === null && !t.negate)
    .flatMap((t) => words(t.value))
  const { title, rest } = itemWords(item)
  const whole = (w: string, list: Indexed[]) => {
    const s = singular(w)
    return isUnspaced(w) ? list.some((word) => word.word.includes(w)) : list.some((word) => word.singular === s)
  }
  return wanted.reduce((score, w) => score + (whole(w, title) ? 3 : whole(w, rest) ? 2 : 1), 0)
}

export function matchesQuery(item: Searchable, query: string | null | undefined): boolean {
  if (!query?.trim()) return true
  return parseQuery(query).every((term) => matchesTerm(item, term) !== term.negate)
}
