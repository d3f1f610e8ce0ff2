import { buttonClass } from '~/components/ui/button'
import { useLocalizedPath } from '~/components/link'
import { useCopy } from '~/i18n/use-copy'
import type { Review } from '~/content/testimonials-reviews'
import { ReviewCard } from '~/features/reviews/review-card'
import { REVIEWS_ACTION } from './review-filters'

type Props = { reviews: Review[]; total: number; filtering: boolean; onClear: () => void }

/** The reviews that pass the filters, how many of all, and the empty result. */
export function ReviewList({ reviews, total, filtering, onClear }: Props) {
  const copy = useCopy('testimonials').testimonialsCopy.reviews
  return (
    <div className="mt-4">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-stone-700">
          {copy.showing({ shown: reviews.length, total })}
        </p>
        {filtering && reviews.length > 0 ? <ClearFilters onClear={onClear} variant="ghost" /> : null}
      </div>
      {reviews.length > 0 ? (
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {reviews.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <p className="font-semibold text-stone-900">{copy.empty}</p>
          <div className="mt-5">
            <ClearFilters onClear={onClear} variant="secondary" />
          </div>
        </div>
      )}
    </div>
  )
}

/** A GET form with no fields: back to every review even before the page is interactive. */
function ClearFilters({ onClear, variant }: { onClear: () => void; variant: 'ghost' | 'secondary' }) {
  const copy = useCopy('testimonials').testimonialsCopy.reviews
  const localize = useLocalizedPath()
  return (
    <form
      action={localize(REVIEWS_ACTION)}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        onClear()
      }}
    >
      <button type="submit" className={buttonClass({ variant, size: 'sm' })}>
        {copy.clear}
      </button>
    </form>
  )
}
