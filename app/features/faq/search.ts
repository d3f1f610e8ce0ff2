/** FAQ search: a case-insensitive match over each question and its answer (docs/product.md#faq). */

type Searchable = { question: string; answer: string }

/** Lower case, typographic apostrophes and quotes made plain, runs of white space made one space. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether the shopper has typed anything to search for (white space alone is not a search). */
export const isSearching = (query: string) => normalizeText(query) !== ''

/**
 * A search over these questions, their text normalised once: it finds the questions whose
 * question or answer text contains every word of the query, in their original order. Matching
 * ignores case; an empty query matches everything.
 */
export function searchIndex<T extends Searchable>(questions: readonly T[]): (query: string) => T[] {
  const texts = questions.map((q) => normalizeText(`${q.question} ${q.answer}`))
  return (query) => {
    const terms = normalizeText(query).split(' ').filter(Boolean)
    if (terms.length === 0) return [...questions]
    return questions.filter((_, index) => terms.every((term) => texts[index]!.includes(term)))
  }
}

/** One search over `questions` (see `searchIndex`, which keeps their text for many). */
export function searchFaq<T extends Searchable>(questions: readonly T[], query: string): T[] {
  return searchIndex(questions)(query)
}

/** Categories in their own order, each with its questions; categories left empty are dropped. */
export function groupByCategory<C extends { id: string }, Q extends { category: string }>(
  categories: readonly C[],
  questions: readonly Q[],
): { category: C; questions: Q[] }[] {
  return categories
    .map((category) => ({ category, questions: questions.filter((q) => q.category === category.id) }))
    .filter((group) => group.questions.length > 0)
}

export type TextPart = { text: string; match: boolean }

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Splits text into the parts that match a word of the query (to be highlighted) and the rest. */
export function highlightParts(text: string, query: string): TextPart[] {
  const terms = [...new Set(normalizeText(query).split(' ').filter(Boolean))].sort((a, b) => b.length - a.length)
  if (terms.length === 0 || text === '') return text ? [{ text, match: false }] : []
  const pattern = new RegExp(terms.map((term) => escapeRegExp(term).replace(/'/g, "['\u2018\u2019]").replace(/"/g, '["\u201C\u201D]')).join('|'), 'gi')
  const parts: TextPart[] = []
  let last = 0
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false })
    parts.push({ text: m[0], match: true })
    last = m.index + m[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}
