import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { searchQuery } from '#shared/search-query'
import { ServerMarkup } from '~/features/server-markup/server-markup'
import { COPY_LINK_ATTRIBUTE, FAQ_SEARCH_ID, FAQ_STATUS_ID, type Helpful, HELPFUL_ATTRIBUTE } from './faq-markup'
import { openQuestion } from './open-question'
import { idFromHash } from './question-url'
import { searchAddress } from './search-address'
import { faqTiming } from './timing'
import { useHashQuestion } from './use-hash-question'

/** The FAQ page as the server rendered it for the address's search (`faq-page.server.tsx`). */
export type FaqPageData = {
  /** The header with the search form, and the questions: null on the page's own request, whose document has them (`requestMarkup`). */
  header: string | null
  body: string | null
  /** The search's result line ('3 questions match “wash”'), empty when nothing is searched. */
  status: string
}

/** The code and copy of 'Was this helpful?' and copy link, loaded when one is first pressed. */
const questionFeedback = () => import('./question-feedback')

/**
 * The FAQ page (decision 077): server-only markup rendered for the address's search, so neither
 * the questions nor the components that draw them are in the browser's script, and hydration
 * keeps their HTML. Without JavaScript it is a whole page: the search is a GET form, the questions
 * native `<details>`. A few listeners here do what runs:
 * - typing searches once the shopper pauses: a client-side visit to `?q=` that replaces the
 *   address, whose data brings the new questions' markup; the header, with the field, stays as it
 *   is, so focus and caret do too, and its field and result line follow the address;
 * - the search form and the empty result's 'Clear search' search (or clear) at once;
 * - a popular question's link opens its question, as does the address's `#question`;
 * - 'Was this helpful?' and copy link load their code on first use (`question-feedback.ts`).
 */
export function FaqPage({ page }: { page: FaqPageData }) {
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const location = useLocation()
  const navigationType = useNavigationType()
  // The markup the header came with, kept while the page is shown: new markup would take the field away.
  const [header] = useState(page.header)
  // The search asked for once typing pauses, and the query of the search the page itself last
  // asked for (typing, the search form, Clear search).
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  const searched = useRef<string | null>(null)
  // The address the field and the result line show.
  const shown = useRef(location)
  // Answers to 'Was this helpful?', kept while the page is shown, through new searches.
  const answers = useRef(new Map<string, Helpful>())
  useHashQuestion()

  useEffect(() => {
    const element = ref.current
    const field = document.getElementById(FAQ_SEARCH_ID)
    if (!element || !(field instanceof HTMLInputElement)) return
    const listening = new AbortController()
    const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
      element.addEventListener(type, listener, { signal: listening.signal })
    const search = (query: string) => {
      clearTimeout(typing.current)
      const address = searchAddress(field.form?.action ?? window.location.href, query)
      searched.current = address.search
      void navigate(address.pathname + address.search, { replace: true, preventScrollReset: true })
    }
    const typed = () => {
      clearTimeout(typing.current)
      typing.current = setTimeout(() => search(field.value), faqTiming.searchDelayMs)
    }
    on('input', (event) => {
      if (event.target === field) typed()
    })
    on('submit', (event) => {
      event.preventDefault()
      // The search form sends its field; the empty result's form sends nothing: the search is cleared.
      field.value = String(new FormData(event.target as HTMLFormElement).get(field.name) ?? '')
      search(field.value)
      field.focus()
    })
    on('click', (event) => {
      const target = event.target as Element
      const button = target.closest(`[${HELPFUL_ATTRIBUTE}], [${COPY_LINK_ATTRIBUTE}]`)
      if (button) {
        void questionFeedback().then((feedback) => feedback.pressQuestionButton(button, answers.current))
        return
      }
      // A popular question's link opens its question at once; the browser then follows the `#`.
      const link = target.closest('a')
      if (link?.getAttribute('href')?.startsWith('#')) openQuestion(idFromHash(link.hash))
    })
    // Words typed before the page could answer them are searched for now.
    if (field.value !== searchQuery(new URLSearchParams(window.location.search), field.name)) typed()
    return () => {
      clearTimeout(typing.current)
      listening.abort()
    }
  }, [navigate])

  // After each visit the result line, and the answers given, are those of the new markup; the
  // field follows the address too, but on the page's own searches (the shopper may have typed on
  // meanwhile) and on jumps within the page (to a `#question` or a category).
  useEffect(() => {
    const status = document.getElementById(FAQ_STATUS_ID)
    if (status && status.textContent !== page.status) status.textContent = page.status
    const element = ref.current
    if (element && answers.current.size > 0) void questionFeedback().then((feedback) => feedback.showAnswers(element, answers.current))
    const before = shown.current
    shown.current = location
    const field = document.getElementById(FAQ_SEARCH_ID)
    if (location === before || !(field instanceof HTMLInputElement)) return
    const own = navigationType === 'REPLACE' && searched.current === location.search
    const jump = location.pathname === before.pathname && location.search === before.search && location.hash !== before.hash
    if (own || jump) return
    clearTimeout(typing.current)
    field.value = searchQuery(new URLSearchParams(location.search), field.name)
  }, [location, navigationType, page])

  return (
    <div ref={ref} className="contents">
      <ServerMarkup id="faq-header" html={header} />
      <ServerMarkup id="faq-body" html={page.body} />
    </div>
  )
}
