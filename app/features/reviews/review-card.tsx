import { Icon } from '~/components/icon'
import { reviewCardCopy as english } from '~/content/review-card'
import { useCopy } from '~/i18n/use-copy'
import { WRITTEN_IN } from './written-in'
import type { Review } from '~/content/testimonials-reviews'
import { Stars } from '~/components/ui/stars'
import { LARGE_WIDTH, reviewPhotoUrl, THUMBNAIL_WIDTH } from './photos'

/** One published review: who wrote it, the stars, the benefit and product, the text, its photos and any reply. */
export function ReviewCard({ review: r }: { review: Review }) {
  const copy = useCardCopy()
  return (
    <article aria-labelledby={`${r.id}-name`} data-review-id={r.id} className="h-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${r.id}-name`} lang={WRITTEN_IN} className="font-semibold text-stone-900">
            {r.name}
          </h3>
          {r.location ? (
            <p lang={WRITTEN_IN} className="text-sm text-stone-600">
              {r.location}
            </p>
          ) : null}
        </div>
        <Stars rating={r.rating} />
      </header>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        {r.benefit ? <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800">{copy.benefits[r.benefit]}</span> : null}
        <span lang={WRITTEN_IN} className="rounded-full bg-stone-100 px-2.5 py-1 text-stone-700">
          {r.product}
        </span>
        {r.verified ? (
          <span className="flex items-center gap-1 font-semibold text-brand-800">
            <Icon name="badge-check" className="size-4" aria-hidden="true" />
            {copy.verified}
          </span>
        ) : null}
      </p>
      <p lang={WRITTEN_IN} className="mt-3 text-stone-800">
        {r.text}
      </p>
      {r.photos?.length ? (
        <ul aria-label={copy.photosLabel({ name: r.name })} className="mt-3 flex flex-wrap gap-2">
          {r.photos.map((photo, i, all) => (
            <li key={photo.src}>
              <a
                href={reviewPhotoUrl(photo.src, LARGE_WIDTH)}
                className="block overflow-hidden rounded-lg border border-stone-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <img
                  src={reviewPhotoUrl(photo.src, THUMBNAIL_WIDTH)}
                  srcSet={`${reviewPhotoUrl(photo.src, THUMBNAIL_WIDTH)} 1x, ${reviewPhotoUrl(photo.src, THUMBNAIL_WIDTH * 2)} 2x`}
                  alt={copy.photoAlt({ name: r.name, n: i + 1, of: all.length })}
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="size-24 bg-stone-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {r.response ? (
        <div className="mt-4 rounded-xl border-l-4 border-brand-300 bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-brand-900">{copy.response}</p>
          <p lang={WRITTEN_IN} className="mt-1 text-stone-800">
            {r.response}
          </p>
        </div>
      ) : null}
    </article>
  )
}

/** English's words with their values, for the card on a page whose loader does not send its copy yet. */
const fill = (icu: string) => (values: Record<string, string | number>) => icu.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))
const inEnglish = { ...english, photosLabel: fill(english.photosLabel.icu), photoAlt: fill(english.photoAlt.icu) }

/**
 * The card's words as the page's loader sent them (`await pageCopy(market, ['review-card'])`, as the
 * testimonials page does). The product page shows the cards too: until its loader sends this copy,
 * the card words itself in English there rather than fail the page.
 */
function useCardCopy() {
  try {
    return useCopy('review-card').reviewCardCopy
  } catch {
    return inEnglish
  }
}
