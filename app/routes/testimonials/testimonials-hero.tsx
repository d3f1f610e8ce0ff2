import { Icon } from '~/components/icon'
import { buttonClass } from '~/components/ui/button'
import { claims } from '~/content/claims'
import { useCopy } from '~/i18n/use-copy'
import { Stars } from '~/components/ui/stars'

/** The hero's proof points: the average rating, how many reviews, and that purchases are verified. */
export function TestimonialsHero() {
  const copy = useCopy('testimonials').testimonialsCopy.hero
  return (
    <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-3 text-stone-800">
        <li className="flex items-center gap-3">
          <span className="font-display text-4xl font-bold text-stone-900">{claims.rating}</span>
          <span className="flex flex-col">
            <Stars rating={claims.rating} />
            <span className="text-sm font-semibold">{copy.ratingLabel}</span>
          </span>
        </li>
        <li className="text-sm font-semibold">{copy.reviewsLabel}</li>
        <li className="flex items-center gap-2 text-sm font-semibold">
          <Icon name="badge-check" className="size-5 text-brand-700" aria-hidden="true" />
          {copy.verifiedLabel}
        </li>
      </ul>
      <div className="flex flex-wrap gap-3">
        <a href="#reviews" className={buttonClass()}>
          {copy.readReviews}
        </a>
        <a href="#write-a-review" className={buttonClass({ variant: 'secondary' })}>
          {copy.writeReview}
        </a>
      </div>
    </div>
  )
}
