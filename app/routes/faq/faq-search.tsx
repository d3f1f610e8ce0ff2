import type { Ref } from 'react'
import { useLocalizedPath } from '~/components/link'
import { searchQueryMax } from '#shared/search-query'
import { Icon } from '~/components/icon'
import { useCopy } from '~/i18n/use-copy'

export const FAQ_SEARCH_ID = 'faq-search'

type Props = {
  ref?: Ref<HTMLInputElement>
  query: string
  /** The result line ('3 questions match “wash”'), empty when nothing is searched. */
  status: string
  onQueryChange: (query: string) => void
  onSubmit: () => void
}

/**
 * The FAQ search box and its result line. A GET form, so without JavaScript the server renders
 * the results of `?q=`; with it, the results follow as the shopper types.
 */
export function FaqSearch({ ref, query, status, onQueryChange, onSubmit }: Props) {
  const { faqCopy } = useCopy('faq')
  const localize = useLocalizedPath()
  return (
    <div className="mt-6 max-w-2xl">
      <form
        role="search"
        aria-label={faqCopy.searchLabel}
        action={localize('/faq')}
        method="get"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <label htmlFor={FAQ_SEARCH_ID} className="sr-only">
          {faqCopy.searchLabel}
        </label>
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
        <input
          ref={ref}
          id={FAQ_SEARCH_ID}
          type="search"
          name="q"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
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
      <p role="status" className="mt-3 min-h-5 px-4 text-sm text-stone-700">
        {status}
      </p>
    </div>
  )
}
