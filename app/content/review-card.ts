import { brand } from '#shared/identity'

/**
 * The words of one review card, apart from the testimonials page's copy: the product page shows
 * the cards too, without loading the rest of that page's copy.
 */
export const reviewCardCopy = {
  verified: 'Verified purchase',
  photosLabel: (name: string) => `Photos from ${name}`,
  photoAlt: (name: string, n: number, of: number) => `Photo ${n} of ${of} from ${name} (opens full size)`,
  response: `Response from ${brand.name}`,
}
