import { Icon } from '~/components/icon'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import { formatMoney } from '~/lib/money'
import { Link } from '~/components/link'
import type { FaqHit, SearchHit } from '~/lib/storefront/types'
import { useCopy, useLocale } from '~/i18n/use-copy'

type Props = {
  listId: string
  /** The query the hits answer. */
  query: string
  hits: SearchHit[]
  /** FAQ questions that answer the query: links under the products, outside the listbox. */
  answers?: FaqHit[]
  /** The highlighted option, -1 for none (the input keeps focus: aria-activedescendant). */
  active: number
  onPick: (handle: string) => void
}

/**
 * The header search's suggestions (see SearchBox): a listbox of products under the input. The
 * listbox holds options only; the no-match line and the Enter hint sit beside it.
 */
export function SearchSuggestions({ listId, query, hits, answers = [], active, onPick }: Props) {
  const { searchCopy } = useCopy('search')
  const locale = useLocale()
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-2 shadow-xl">
      {hits.length === 0 ? <p className="px-3 py-2 text-sm text-stone-600">{searchCopy.noResults({ q: query })}</p> : null}
      <ul id={listId} role="listbox" aria-label={searchCopy.resultsLabel}>
        {hits.map((hit, index) => (
          // The input keeps focus and the keys; a click picks the option.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={hit.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(hit.handle)}
            className={cn('flex cursor-pointer items-center gap-3 rounded-xl p-2', index === active ? 'bg-brand-50' : 'hover:bg-stone-50')}
          >
            {hit.image ? (
              <img
                src={imageUrl(hit.image.url, { width: 96 })}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-lg bg-earth-50 object-cover"
              />
            ) : (
              <span className="size-12 shrink-0 rounded-lg bg-earth-50" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-stone-900">{hit.title}</span>
              <span className="block text-xs text-stone-600">{formatMoney(hit.price, locale)}</span>
            </span>
          </li>
        ))}
      </ul>
      {answers.length ? (
        <div className="mt-1 border-t border-stone-100 px-1 pt-2">
          <p id={`${listId}-answers`} className="px-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {searchCopy.answersLabel}
          </p>
          <ul aria-labelledby={`${listId}-answers`}>
            {answers.map((answer) => (
              <li key={answer.id}>
                <Link to={`/faq#${answer.id}`} className="flex items-center gap-2 rounded-xl px-2 py-2 text-sm text-stone-900 hover:bg-stone-50">
                  <Icon name="circle-question-mark" className="size-4 shrink-0 text-sky-700" aria-hidden="true" />
                  {answer.question}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-1 border-t border-stone-100 px-3 pt-2 pb-1 text-xs text-stone-600">{searchCopy.enterHint}</p>
    </div>
  )
}

/** For `lazyWithPreload` (the header search loads the list on focus). */
export default SearchSuggestions
