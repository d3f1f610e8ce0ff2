/**
 * The FAQ's answers to a shopper's product search ("is it safe", "how to wash"): the questions
 * whose words hold every meaningful word of the search, a question's own words ranking above its
 * answer's. Words are matched whole, by their start, or within one typo from five letters on, as
 * the store's product search forgives them; Chinese, written without spaces, is matched within
 * the text. Read on the server, in the page's language (the questions its loader gives): the FAQ's
 * text stays out of the page's script.
 */
import { type FaqQuestion, faqQuestions } from '~/content/faq'
import { normalizeText } from './search'

/** A matching question as the search results and the header's suggestions show it. */
export type FaqAnswer = { id: string; question: string; excerpt: string }

/** Words that carry no meaning of their own in a question: "is it safe" asks about "safe". */
const STOP_WORDS = new Set(
  'a an and are be by can could do does for from have how i if in is it its me my of on or should so that the this to what when where which who why will with would you your'.split(
    ' ',
  ),
)

const wordsOf = (text: string) =>
  normalizeText(text)
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** Whether `a` becomes `b` with one letter added, removed or changed. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1)
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

const TYPO_MIN_LENGTH = 5
const PREFIX_MIN_LENGTH = 3

const matches = (term: string, word: string) =>
  word === term || (term.length >= PREFIX_MIN_LENGTH && word.startsWith(term)) || (term.length >= TYPO_MIN_LENGTH && oneEditApart(term, word))

/** Chinese characters: a word of them is found inside the text's, which has no spaces. */
const HAN = /\p{Script=Han}/u

type Indexed = { q: FaqQuestion; question: string[]; answer: string[]; questionText: string; answerText: string }

/** Each language's questions, their words split once. */
const indexes = new WeakMap<readonly FaqQuestion[], Indexed[]>()
function indexOf(questions: readonly FaqQuestion[]): Indexed[] {
  let indexed = indexes.get(questions)
  if (!indexed) {
    indexed = questions.map((q) => ({
      q,
      question: wordsOf(q.question),
      answer: wordsOf(q.answer),
      questionText: normalizeText(q.question),
      answerText: normalizeText(q.answer),
    }))
    indexes.set(questions, indexed)
  }
  return indexed
}

const found = (term: string, words: readonly string[], text: string) => (HAN.test(term) ? text.includes(term) : words.some((w) => matches(term, w)))

/** The first sentence or so of an answer: enough to see it answers the question. */
const EXCERPT_LENGTH = 140
function excerpt(answer: string): string {
  const first = answer.split(/\n\s*\n/)[0]!.trim()
  if (first.length <= EXCERPT_LENGTH) return first
  const cut = first.slice(0, EXCERPT_LENGTH)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

/**
 * At most `limit` FAQ answers to `query`, the best first; none for a search of stop words alone.
 * `questions` are the FAQ's in the page's language (`copyModule(market, 'faq').faqQuestions`).
 */
export function faqAnswers(query: string, limit = 3, questions: readonly FaqQuestion[] = faqQuestions): FaqAnswer[] {
  const terms = [...new Set(wordsOf(query))].filter((t) => !STOP_WORDS.has(t))
  if (terms.length === 0) return []
  return indexOf(questions)
    .map(({ q, question, answer, questionText, answerText }) => {
      let score = 0
      for (const term of terms) {
        if (found(term, question, questionText)) score += 3
        else if (found(term, answer, answerText)) score += 1
        else return { q, score: 0 }
      }
      return { q, score }
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || b.q.views - a.q.views)
    .slice(0, limit)
    .map(({ q }) => ({ id: q.id, question: q.question, excerpt: excerpt(q.answer) }))
}
