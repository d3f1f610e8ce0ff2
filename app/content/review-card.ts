import { brand } from '#shared/identity'
import { message } from '#shared/message'
import type { Benefit } from '~/content/review-choices'

/**
 * The words of one review card, apart from the testimonials page's copy: the product page shows
 * the cards too, without loading the rest of that page's copy.
 */
export const reviewCardCopy = {
  verified: 'Verified purchase',
  photosLabel: message<{ name: string }>('Photos from {name}'),
  photoAlt: message<{ name: string; n: number; of: number }>('Photo {n} of {of} from {name} (opens full size)'),
  response: `Response from ${brand.name}`,
  /** A review's benefit (its filter value) in words. */
  benefits: { Sleep: 'Sleep', 'Pain Relief': 'Pain Relief', Energy: 'Energy', Recovery: 'Recovery' } satisfies Record<Benefit, string>,
}
