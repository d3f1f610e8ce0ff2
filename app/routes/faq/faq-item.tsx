import { Suspense, useState } from 'react'
import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import type { FaqQuestionShown } from '~/content/faq'
import { useCopy } from '~/i18n/use-copy'
import { AnswerText } from './answer-text'
import type { Helpful } from './helpful-feedback'
import { Highlight } from './highlight'
import { lazyWithPreload } from '~/rendering/lazy'

/**
 * An answer's buttons are drawn once it is first opened, their code fetched as the shopper
 * reaches for a question (pointer, focus) or opens one: no page's first load carries them, and
 * their row keeps its height, so nothing moves when they come.
 */
const AnswerActions = lazyWithPreload(() => import('./answer-actions'))
const preloadActions = () => void AnswerActions.preload().catch(() => {})

/** Name of the accordion group: the browser keeps one question open at a time. */
export const FAQ_ACCORDION = 'faq'

type Props = {
  question: FaqQuestionShown
  query: string
  /** The answer to 'Was this helpful?' given while the page is shown. */
  helpful: Helpful | undefined
  onHelpful: (id: string, value: Helpful) => void
}

/**
 * One question: a native, keyboard-operable disclosure whose answer is in the server HTML; the
 * group's shared `name` keeps one open at a time.
 */
export function FaqItem({ question: q, query, helpful, onHelpful }: Props) {
  const { faqCopy } = useCopy('faq')
  const [opened, setOpened] = useState(false)
  return (
    <details
      name={FAQ_ACCORDION}
      id={q.id}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
      className="group rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow open:border-brand-300 open:shadow-md"
    >
      <summary
        onPointerEnter={preloadActions}
        onFocus={preloadActions}
        className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-stone-900 hover:bg-stone-50 md:text-lg [&::-webkit-details-marker]:hidden"
      >
        <span>
          <Highlight text={q.question} query={query} />
        </span>
        <Icon name="chevron-down" className="mt-0.5 size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="border-t border-stone-100 px-5 pt-4 pb-5">
        <AnswerText answer={q.answer} query={query} />
        {q.supportPrompt ? (
          <p className="mt-4 flex items-start gap-3 rounded-xl bg-sky-50 p-4 text-sm text-sky-950">
            <Icon name="life-buoy" className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
            <span>
              {faqCopy.supportPrompt}{' '}
              <Link to="/contact" className="font-semibold text-sky-900 underline underline-offset-2 hover:text-sky-700">
                {faqCopy.supportLink}
              </Link>
            </span>
          </p>
        ) : null}
        <div className="mt-5 flex min-h-14 flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-4">
          {opened ? (
            <Suspense fallback={null}>
              <AnswerActions id={q.id} question={q.question} helpful={helpful} onHelpful={(value) => onHelpful(q.id, value)} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </details>
  )
}
