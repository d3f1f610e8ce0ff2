import { Suspense, useEffect } from 'react'
import { Await } from 'react-router'
import { Spinner } from '~/components/ui/spinner'
import { cn } from '~/lib/cn'
import { toast } from '~/lib/toast'
import type { ListingResult } from './listing.server'
import { ProductCard } from './product-card'
import { useCopy } from '~/i18n/use-copy'

/** How many cards fill the first row at the widest layout: they load eagerly. */
const FIRST_ROW = 4
/**
 * The cards of a phone's first row: images of one size, so either may be the page's largest
 * paint. Both are preloaded with high priority.
 */
const LCP_CANDIDATES = 2

/** How the card at `index` loads its image: the likely LCP preloaded, the rest of the first row at once, the others as they come near. */
export function cardPriority(index: number, aboveTheFold = true): 'high' | 'eager' | false {
  return !aboveTheFold ? false : index < LCP_CANDIDATES ? 'high' : index < FIRST_ROW ? 'eager' : false
}

/** The shared product list, streamed: a spinner while loading, then the grid, or 'No products found'. */
export function ProductGrid({
  listing,
  label,
  aboveTheFold = true,
}: {
  listing: Promise<ListingResult> | ListingResult
  label: string
  /** The grid starts above the fold: its first row loads at once, the first image as the LCP. */
  aboveTheFold?: boolean
}) {
  const { gridCopy } = useCopy('product-cards')
  return (
    <Suspense fallback={<Spinner label={gridCopy.loading} />}>
      <Await resolve={listing} errorElement={<Empty />}>
        {(result) => <ProductList result={result} label={label} aboveTheFold={aboveTheFold} />}
      </Await>
    </Suspense>
  )
}

/** The grid of a loaded listing, or 'No products found'. */
export function ProductList({
  result,
  label,
  aboveTheFold = true,
  narrow = false,
}: {
  result: ListingResult
  label: string
  aboveTheFold?: boolean
  /** Beside the filters from `md` on: a column fewer. */
  narrow?: boolean
}) {
  useStoreNotice(result.notice)
  if (result.products.length === 0) return <Empty />
  return (
    <ul aria-label={label} className={cn('grid grid-cols-2 gap-3 sm:gap-5', narrow ? 'lg:grid-cols-3' : 'md:grid-cols-3 lg:grid-cols-4')}>
      {result.products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} priority={cardPriority(index, aboveTheFold)} />
        </li>
      ))}
    </ul>
  )
}

function Empty() {
  const { gridCopy } = useCopy('product-cards')
  return <p className="rounded-2xl border border-dashed border-stone-300 bg-earth-50 px-6 py-16 text-center text-lg text-stone-700">{gridCopy.empty}</p>
}

/** The store asked for payment (HTTP 402): say so once, in a toast. */
export function useStoreNotice(notice: ListingResult['notice']) {
  const { storeNoticeCopy } = useCopy('product-cards')
  useEffect(() => {
    if (notice === 'payment-required') toast.error(storeNoticeCopy.paymentRequiredTitle, { description: storeNoticeCopy.paymentRequiredBody })
  }, [notice, storeNoticeCopy])
}
