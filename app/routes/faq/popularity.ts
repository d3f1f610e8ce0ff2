/**
 * The most viewed questions, most views first. Equal counts keep the content order, so the list
 * never changes between the server render and the browser.
 */
export function mostPopular<T extends { views: number }>(questions: readonly T[], count: number): T[] {
  if (count <= 0) return []
  return questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => b.question.views - a.question.views || a.index - b.index)
    .slice(0, count)
    .map(({ question }) => question)
}
