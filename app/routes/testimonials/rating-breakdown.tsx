import { claims } from '~/content/claims'
import { groupThousands } from '#shared/numbers'
import { useCopy, useLocale } from '~/i18n/use-copy'
import { Stars } from '~/components/ui/stars'

/** The average rating and how the reviews spread over the stars, one bar per star. */
export function RatingBreakdown() {
  const { testimonialsCopy, ratingDistribution } = useCopy('testimonials')
  const locale = useLocale()
  const copy = testimonialsCopy.reviews
  return (
    <div aria-labelledby="rating-breakdown-title" role="group" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id="rating-breakdown-title" className="font-semibold text-stone-900">
        {copy.breakdownTitle}
      </h3>
      <div className="mt-3 flex items-center gap-3">
        <span className="font-display text-5xl font-bold text-stone-900">{claims.rating}</span>
        <div>
          <Stars rating={claims.rating} />
          <p className="text-sm text-stone-700">{copy.outOf}</p>
        </div>
      </div>
      <p className="mt-1 text-sm text-stone-700">{copy.basedOn}</p>
      <ul className="mt-4 space-y-2">
        {ratingDistribution.map((r) => (
          <li key={r.stars} data-stars={r.stars} className="grid grid-cols-[minmax(3.5rem,max-content)_minmax(0,1fr)_2.75rem_3rem] items-center gap-2 text-sm">
            <span className="font-medium whitespace-nowrap text-stone-800">{copy.stars({ n: r.stars })}</span>
            <span className="h-2.5 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${r.percent}%` }} />
            </span>
            <span className="text-right font-semibold text-stone-900" data-percent>
              {r.percent}%
            </span>
            <span className="text-right text-stone-600" data-count>
              {groupThousands(r.count, locale)}
              <span className="sr-only">{testimonialsCopy.breakdownCount}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
