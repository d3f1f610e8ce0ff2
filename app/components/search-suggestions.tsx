import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { searchCopy } from '~/content/search'
import { cn } from '~/lib/cn'
import { imageUrl } from '~/lib/image'
import { formatMoney } from '~/lib/money'
import type { PredictiveSearchData, SearchHit } from '~/lib/storefront/types'

const DEBOUNCE_MS = 150
/** One empty list, so an answer for another query reports no change. */
const NO_HITS: SearchHit[] = []

type Props = {
  listId: string
  /** The trimmed query, two characters or more. */
  query: string
  show: boolean
  active: number
  /** The suggestions for `query` once the shop has answered, null before. */
  onHits: (hits: SearchHit[] | null) => void
  onPick: (handle: string) => void
}

/**
 * The header search's suggestions (see SearchBox): asks the shop as the query changes, and lists
 * what it answers. Loaded when the shopper first types; the input and its keys stay in SearchBox.
 */
export default function SearchSuggestions({ listId, query, show, active, onHits, onPick }: Props) {
  const fetcher = useFetcher<PredictiveSearchData>()
  const { load } = fetcher

  useEffect(() => {
    if (query.length < 2) return
    const timer = setTimeout(() => void load(`/api/predictive-search?q=${encodeURIComponent(query)}`), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, load])

  const answered = fetcher.data !== undefined
  const hits = fetcher.data?.q === query ? fetcher.data.results : NO_HITS
  useEffect(() => onHits(answered ? hits : null), [answered, hits, onHits])

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={searchCopy.resultsLabel}
      hidden={!show}
      className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-2 shadow-xl"
    >
      {hits.map((hit, index) => (
        // The input keeps focus (aria-activedescendant); a click picks the option.
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
            <img src={imageUrl(hit.image.url, { width: 96 })} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg bg-earth-50 object-cover" />
          ) : (
            <span className="size-12 shrink-0 rounded-lg bg-earth-50" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-stone-900">{hit.title}</span>
            <span className="block text-xs text-stone-600">{formatMoney(hit.price)}</span>
          </span>
        </li>
      ))}
      {hits.length === 0 ? <li className="px-3 py-2 text-sm text-stone-600">{searchCopy.noResults(query)}</li> : null}
      <li className="border-t border-stone-100 px-3 pt-2 pb-1 text-xs text-stone-600">{searchCopy.enterHint}</li>
    </ul>
  )
}
