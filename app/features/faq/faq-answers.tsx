import { useId } from 'react'
import { Link } from '~/components/link'
import { Icon } from '~/components/icon'
import { useCopy } from '~/i18n/use-copy'
import type { FaqAnswer } from './answers'

/** A search's FAQ answers, each linking to its entry on the FAQ page (`/faq#id` opens it); nothing when none matched. */
export function FaqAnswers({ answers }: { answers: readonly FaqAnswer[] }) {
  const { faqAnswersCopy } = useCopy('filters')
  const id = useId()
  if (answers.length === 0) return null
  return (
    <section aria-labelledby={id} className="mb-8 rounded-2xl border border-sky-100 bg-sky-50/60 p-4 md:p-5">
      <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Icon name="circle-question-mark" className="size-5 text-sky-700" aria-hidden="true" />
        {faqAnswersCopy.heading}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {answers.map((answer) => (
          <li key={answer.id} className="flex">
            <Link to={`/faq#${answer.id}`} className="group flex flex-1 flex-col gap-1 rounded-xl border border-stone-200 bg-white p-3 hover:border-brand-300">
              <span className="font-semibold text-stone-900 group-hover:text-brand-800">{answer.question}</span>
              <span className="text-sm text-stone-700">{answer.excerpt}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-brand-800">
                {faqAnswersCopy.readMore}
                <Icon name="arrow-right" className="size-4" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
