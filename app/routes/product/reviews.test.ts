import { describe, expect, it } from 'vitest'
import type { Review } from '~/content/testimonials-reviews'
import { reviewsForKind } from './reviews'

const review = (id: string, product: string): Review => ({
  id,
  name: id,
  location: 'Singapore',
  rating: 5,
  benefit: 'Sleep',
  product,
  text: 'Sleeping well.',
  verified: true,
})
const published = [
  review('sheet-1', 'Premium Earthing Flat Sheet'),
  review('mat-1', 'Earthing Yoga Mat'),
  review('topper', 'Leather Mattress Topper'),
  review('kit-1', 'Grounding Sleep Starter Kit'),
]
const ids = (list: Review[]) => list.map((r) => r.id)

describe('reviewsForKind', () => {
  it('shows the submitted reviews first, then the published ones of the kind', () => {
    expect(ids(reviewsForKind('Mat', [review('new', 'Earthing Therapy Mat')], published))).toEqual(['new', 'mat-1'])
  })

  it('matches the kind as a word, as the testimonials filter does: a mattress is no mat', () => {
    expect(ids(reviewsForKind('Mat', [], published))).toEqual(['mat-1'])
  })

  it('shows every kind’s reviews when the product has no kind', () => {
    expect(ids(reviewsForKind(undefined, [], published))).toEqual(ids(published))
  })

  it('shows at most the page’s count', () => {
    expect(reviewsForKind(undefined, published, published, 3)).toHaveLength(3)
  })
})
