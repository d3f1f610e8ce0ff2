import { Icon } from '~/components/icon'
import type { FaqCategory, FaqQuestionShown } from '~/content/faq'
import { useCopy } from '~/i18n/use-copy'
import { cn } from '~/lib/cn'
import { categoryAnchor, categoryIcons, colourClasses } from './category-style'
import { FaqItem } from './faq-item'
import type { Helpful } from './helpful-feedback'

type Props = {
  category: FaqCategory
  questions: FaqQuestionShown[]
  query: string
  answers: Readonly<Record<string, Helpful>>
  onHelpful: (id: string, value: Helpful) => void
}

export function FaqCategorySection({ category, questions, query, answers, onHelpful }: Props) {
  const { faqCopy } = useCopy('faq')
  const anchor = categoryAnchor(category.id)
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`}>
      <div className="flex items-center gap-4">
        <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl', colourClasses[category.colour].badge)}>
          <Icon name={categoryIcons[category.icon]} className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${anchor}-title`} className="font-display text-2xl font-bold text-stone-900">
            {category.title}
          </h2>
          <p className="text-sm text-stone-600">
            {category.description} <span className="whitespace-nowrap">· {faqCopy.questionCount({ count: questions.length })}</span>
          </p>
        </div>
      </div>
      <div className="mt-5 space-y-3">
        {questions.map((q) => (
          <FaqItem key={q.id} question={q} query={query} helpful={answers[q.id]} onHelpful={onHelpful} />
        ))}
      </div>
    </section>
  )
}
