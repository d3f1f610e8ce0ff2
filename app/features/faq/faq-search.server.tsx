import { searchQueryMax } from '#shared/search-query'
import { Icon } from '~/components/icon'
import { faqCopy } from '~/content/faq'
import { FAQ_SEARCH_ID, FAQ_STATUS_ID } from './faq-markup'

type Props = { query: string; status: string }

/**
 * The FAQ search box: a GET form, so the server renders the results of `?q=`, and the result line
 * (`status`). In the browser the page's listener searches as the shopper types (`faq-page.tsx`).
 */
export function FaqSearch({ query, status }: Props) {
  return (
    <div className="mt-6 max-w-2xl">
      <form
        role="search"
        aria-label={faqCopy.searchLabel}
        action="/faq"
        method="get"
        className="relative"
      >
        <label htmlFor={FAQ_SEARCH_ID} className="sr-only">
          {faqCopy.searchLabel}
        </label>
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
        <input
          id={FAQ_SEARCH_ID}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={searchQueryMax}
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
      <p id={FAQ_STATUS_ID} role="status" className="mt-3 min-h-5 px-4 text-sm text-stone-700">
        {status}
      </p>
    </div>
  )
}
