import { Icon } from '~/components/icon'
import type { FaqCategory } from '~/content/faq'
import { useCopy } from '~/i18n/use-copy'
import { cn } from '~/lib/cn'
import { categoryAnchor, categoryIcons, colourClasses } from './category-style'

/** Chips that scroll to their category (plain in-page links, so they work before hydration). */
export function CategoryChips({ groups }: { groups: { category: FaqCategory; count: number }[] }) {
  const { faqCopy } = useCopy('faq')
  return (
    <nav aria-labelledby="faq-categories-title">
      <h2 id="faq-categories-title" className="mb-3 text-xs font-semibold tracking-widest text-stone-600 uppercase">
        {faqCopy.categoriesLabel}
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
        {groups.map(({ category, count }) => {
          const colour = colourClasses[category.colour]
          return (
            <li key={category.id} className="shrink-0">
              <a
                href={`#${categoryAnchor(category.id)}`}
                className={cn(
                  'relative inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors lg:flex lg:rounded-xl lg:whitespace-normal',
                  colour.chip,
                )}
              >
                <Icon name={categoryIcons[category.icon]} className="size-4 shrink-0" aria-hidden="true" />
                <span className="lg:flex-1">{category.title}</span>
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', colour.count)}>
                  <span aria-hidden="true">{count}</span>
                  <span className="sr-only">{faqCopy.questionCount({ count })}</span>
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
