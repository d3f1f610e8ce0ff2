import { searchQueryMax } from '#shared/search-query'
import { useLocalizedPath } from '~/components/link'
import { Icon } from '~/components/icon'
import type { ReactNode } from 'react'
import { benefits, productKinds, ratingChoices } from '~/content/review-choices'
import { useCopy } from '~/i18n/use-copy'
import { ALL, type FilterParam, type ReviewFilters } from '~/features/reviews/filters'

export const REVIEW_SEARCH_ID = 'review-search'
/** Where the filter forms send a shopper without JavaScript: the reviews, rendered by the server. */
export const REVIEWS_ACTION = '/testimonials#reviews'

type Props = {
  filters: ReviewFilters
  onChange: <K extends FilterParam>(key: K, value: ReviewFilters[K]) => void
  onSubmit: () => void
}

const selectClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none'

/**
 * The keyword search and the three dropdowns. Once the page is interactive they filter as they
 * change; without JavaScript they are a plain GET form the server answers.
 */
export function ReviewFilterForm({ filters, onChange, onSubmit }: Props) {
  const copy = useCopy('testimonials').testimonialsCopy.reviews
  const { reviewCardCopy } = useCopy('review-card')
  const localize = useLocalizedPath()
  return (
    <form
      role="search"
      aria-label={copy.filtersLabel}
      action={localize(REVIEWS_ACTION)}
      method="get"
      className="grid grid-cols-1 gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <div className="sm:col-span-3 lg:col-span-1">
        <label htmlFor={REVIEW_SEARCH_ID} className="mb-1 block text-sm font-semibold text-stone-800">
          {copy.searchLabel}
        </label>
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
          <input
            id={REVIEW_SEARCH_ID}
            type="search"
            name="q"
            value={filters.q}
            maxLength={searchQueryMax}
            onChange={(event) => onChange('q', event.target.value)}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className={`${selectClass} pl-9`}
          />
        </div>
      </div>
      <Dropdown name="benefit" label={copy.benefit} value={filters.benefit} onChange={(v) => onChange('benefit', v as ReviewFilters['benefit'])}>
        <option value={ALL}>{copy.allBenefits}</option>
        {benefits.map((b) => (
          <option key={b} value={b}>
            {reviewCardCopy.benefits[b]}
          </option>
        ))}
      </Dropdown>
      <Dropdown name="product" label={copy.product} value={filters.product} onChange={(v) => onChange('product', v as ReviewFilters['product'])}>
        <option value={ALL}>{copy.allProducts}</option>
        {productKinds.map((p) => (
          <option key={p} value={p}>
            {copy.productKinds[p]}
          </option>
        ))}
      </Dropdown>
      <Dropdown
        name="rating"
        label={copy.rating}
        value={String(filters.rating)}
        onChange={(v) => onChange('rating', v === ALL ? ALL : (Number(v) as ReviewFilters['rating']))}
      >
        <option value={ALL}>{copy.allRatings}</option>
        {ratingChoices.map((r) => (
          <option key={r} value={r}>
            {copy.stars({ n: r })}
          </option>
        ))}
      </Dropdown>
      <button type="submit" className="h-11 rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 sm:col-span-3 lg:col-span-1">
        {copy.apply}
      </button>
    </form>
  )
}

function Dropdown({
  name,
  label,
  value,
  onChange,
  children,
}: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = `review-filter-${name}`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {children}
      </select>
    </div>
  )
}
