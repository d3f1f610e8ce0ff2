import { Icon } from '~/components/icon'
import { faqCopy } from '~/content/faq'
import { isSearching } from './search'

export const FAQ_SEARCH_ID = 'faq-search'

type Props = { query: string; resultCount: number; onChange: (value: string) => void; onSubmit: (value: string) => void }

/**
 * The FAQ search box. It filters as you type; before the page is interactive (or without
 * JavaScript) it is a plain GET form, so the server renders the results of `?q=`.
 */
export function FaqSearch({ query, resultCount, onChange, onSubmit }: Props) {
  return (
    <div className="mt-6 max-w-2xl">
      <form
        role="search"
        aria-label={faqCopy.searchLabel}
        action="/faq"
        method="get"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit(query)
        }}
      >
        <label htmlFor={FAQ_SEARCH_ID} className="sr-only">
          {faqCopy.searchLabel}
        </label>
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
        <input
          id={FAQ_SEARCH_ID}
          type="search"
          name="q"
          value={query}
          onChange={(event) => onChange(event.target.value)}
          placeholder={faqCopy.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="h-14 w-full rounded-full border border-stone-300 bg-white pr-28 pl-12 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <button
          type="submit"
          className="absolute top-1/2 right-2 h-10 -translate-y-1/2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {faqCopy.searchSubmit}
        </button>
      </form>
      <p role="status" className="mt-3 min-h-5 px-4 text-sm text-stone-700">
        {isSearching(query) ? faqCopy.resultCount(resultCount, query.trim()) : ''}
      </p>
    </div>
  )
}
