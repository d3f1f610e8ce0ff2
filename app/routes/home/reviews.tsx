import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import type { HomeCopy } from '~/content/home'
import { claims } from '~/content/claims'
import { Section, SectionHeading } from '~/components/ui/section'
import { Stars } from '~/components/ui/stars'

/** The rating summary and three short reviews. */
export function Reviews({ copy }: { copy: HomeCopy['reviews'] }) {
  return (
    <Section compact labelledBy="home-reviews-heading" className="bg-earth-50">
      <SectionHeading id="home-reviews-heading" title={copy.heading}>
        <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-lg font-semibold text-stone-800">
          <Stars rating={claims.rating} className="[--star:1.25rem]" />
          {copy.summary}
        </p>
      </SectionHeading>
      {/* On a phone a row to swipe, so the products come within four screens (issue 34). */}
      {/* Focusable, so the row scrolls from the keyboard too (WCAG 2.1.1, the scrollable-region pattern). */}
      <ul
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-labelledby="home-reviews-heading"
        className="-mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:mx-0 md:mt-10 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
      >
        {copy.items.map((review) => (
          <li key={review.name} className="w-[82%] shrink-0 snap-center md:w-auto">
            <figure className="review-card">
              <div className="flex items-center justify-between">
                <Stars rating={5} />
                <Icon name="quote" className="size-6 text-brand-200" aria-hidden="true" />
              </div>
              <blockquote className="mt-4 flex-1 text-stone-700">
                <p>“{review.text}”</p>
              </blockquote>
              <figcaption className="review-byline">
                <span className="block font-semibold text-stone-900">{review.name}</span>
                <span className="block text-stone-600">
                  {review.place} · {review.product}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-center md:mt-8">
        <Link to={copy.more.to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {copy.more.label} →
        </Link>
      </p>
    </Section>
  )
}
