import { type FaqCategory, faqCopy } from '~/content/faq'
import { cn } from '~/lib/cn'
import { categoryAnchor, categoryIcons, colourClasses } from './category-style'

/** Chips that scroll to their category (plain in-page links, so they work before hydration). */
export function CategoryChips({ groups }: { groups: { category: FaqCategory; count: number }[] }) {
  return (
    <nav aria-label={faqCopy.categoriesLabel}>
      <ul className="flex flex-wrap gap-2">
        {groups.map(({ category, count }) => {
          const Icon = categoryIcons[category.icon]
          const colour = colourClasses[category.colour]
          return (
            <li key={category.id}>
              <a
                href={`#${categoryAnchor(category.id)}`}
                className={cn('inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors', colour.chip)}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {category.title}
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', colour.count)}>
                  {count}
                  <span className="sr-only"> {count === 1 ? 'question' : 'questions'}</span>
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
