/** FAQ search: a case-insensitive match over each question and its answer (SPEC §5). */

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
 * The questions whose question or answer text contains every word of the query, in their
 * original order. Matching ignores case; an empty query matches everything.
 */
export function searchFaq<T extends Searchable>(questions: readonly T[], query: string): T[] {
  const terms = normalizeText(query).split(' ').filter(Boolean)
  if (terms.length === 0) return [...questions]
  return questions.filter((q) => {
    const text = normalizeText(`${q.question} ${q.answer}`)
    return terms.every((term) => text.includes(term))
  })
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
