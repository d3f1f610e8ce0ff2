import { Icon } from '~/components/icon'
import type { FaqQuestionShown } from '~/content/faq'
import { useCopy } from '~/i18n/use-copy'
import { openQuestion } from './open-question'

/** 'Most Popular Questions This Week': in-page links that open their question (the browser then follows the `#`). */
export function PopularQuestions({ questions }: { questions: FaqQuestionShown[] }) {
  const { faqCopy } = useCopy('faq')
  return (
    <section aria-labelledby="faq-popular-title" className="rounded-2xl border border-earth-200 bg-earth-50 p-5 md:p-7">
      <h2 id="faq-popular-title" className="flex items-center gap-2 font-display text-xl font-bold text-stone-900 md:text-2xl">
        <Icon name="trending-up" className="size-6 text-accent-600" aria-hidden="true" />
        {faqCopy.popularTitle}
      </h2>
      <ol className="mt-4 divide-y divide-earth-200">
        {questions.map((q, index) => (
          <li key={q.id}>
            <a href={`#${q.id}`} onClick={() => openQuestion(q.id)} className="group flex items-start gap-3 rounded-lg py-3 hover:text-brand-800">
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <span className="flex-1 pt-0.5 font-medium text-stone-900 group-hover:text-brand-800 group-hover:underline">{q.question}</span>
              <span className="shrink-0 pt-1 text-xs whitespace-nowrap text-stone-600">{faqCopy.views({ count: q.views })}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  )
}
