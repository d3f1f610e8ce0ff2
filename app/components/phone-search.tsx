import type { SyntheticEvent } from 'react'
import { Icon } from '~/components/icon'
import { SearchBox } from '~/components/search-box'
import { useCopy } from '~/i18n/use-copy'

/**
 * The phone's search: an icon in the header bar that opens the search box under it, so the fixed
 * header stays one bar high (issue 34: header and banner at most 110 px on a 390 px phone). A
 * native disclosure, so it opens before and without JavaScript; once open, the field takes focus.
 */
export function PhoneSearch() {
  const { searchCopy } = useCopy('search')
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus()
  }
  return (
    <details className="group md:hidden" onToggle={onToggle}>
      <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-full text-stone-800 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
        <Icon name="search" className="size-5 group-open:hidden" aria-hidden="true" />
        <Icon name="x" className="hidden size-5 group-open:block" aria-hidden="true" />
        <span className="sr-only">{searchCopy.label}</span>
      </summary>
      {/* Placed against the fixed header, under its bar. */}
      <div className="absolute inset-x-0 top-full border-t border-stone-100 bg-white px-4 py-2 shadow-sm">
        <SearchBox id="site-search-mobile" />
      </div>
    </details>
  )
}
