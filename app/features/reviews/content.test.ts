import { describe, expect, it } from 'vitest'
import catalogue from '../../../services/storefront/catalogue.json'
import { claims } from '~/content/claims'
import { benefits, productKinds, ratingDistribution, survey } from '~/content/testimonials'
import {
  beforeAfter,
  featuredStories,
  galleryPhotos,
  communityPosts,
  pressMentions,
  reviewFaqs,
  skepticStories,
  videoStories,
} from '~/content/testimonials-stories'
import { reviews } from '~/content/testimonials-reviews'
import { productMatches } from './filters'

const handles = new Set(catalogue.products.map((p) => p.handle))
const titles = new Set(catalogue.products.map((p) => p.title))

describe('testimonials content', () => {
  it('has at least 24 reviews covering every benefit, product kind and rating from 3 to 5', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(24)
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length)
    for (const benefit of benefits)
      expect(
        reviews.some((r) => r.benefit === benefit),
        benefit,
      ).toBe(true)
    for (const kind of productKinds)
      expect(
        reviews.some((r) => productMatches(r.product, kind)),
        kind,
      ).toBe(true)
    for (const rating of [3, 4, 5])
      expect(
        reviews.some((r) => r.rating === rating),
        String(rating),
      ).toBe(true)
    // Every benefit is reviewed for every kind of product, so each pair of filters finds something.
    for (const benefit of benefits)
      for (const kind of productKinds)
        expect(
          reviews.some((r) => r.benefit === benefit && productMatches(r.product, kind)),
          `${benefit} ${kind}`,
        ).toBe(true)
    expect(reviews.some((r) => r.response)).toBe(true)
  })

  it('names only products of the catalogue', () => {
    for (const r of reviews) expect(titles, r.id).toContain(r.product)
    for (const s of [...featuredStories, ...skepticStories]) {
      expect(handles, s.id).toContain(s.product.handle)
      expect(titles, s.id).toContain(s.product.title)
    }
  })

  it('has three featured stories with four results each, two skeptic stories and four before/after cards', () => {
    expect(featuredStories).toHaveLength(3)
    for (const s of featuredStories) expect(s.metrics, s.id).toHaveLength(4)
    expect(new Set(featuredStories.map((s) => s.product.handle)).size).toBe(3)
    expect(skepticStories).toHaveLength(2)
    expect(beforeAfter.map((b) => b.kind)).toEqual(['sleep', 'pain', 'energy', 'recovery'])
  })

  it('has the rating distribution of the product’s rules, adding up to the review count', () => {
    expect(ratingDistribution).toEqual([
      { stars: 5, percent: 89, count: 2089 },
      { stars: 4, percent: 8, count: 188 },
      { stars: 3, percent: 2, count: 47 },
      { stars: 2, percent: 0.5, count: 12 },
      { stars: 1, percent: 0.5, count: 11 },
    ])
    expect(ratingDistribution.reduce((sum, r) => sum + r.count, 0)).toBe(claims.reviewCount)
    expect(ratingDistribution.reduce((sum, r) => sum + r.percent, 0)).toBe(100)
  })

  it('has the survey figures, the video stories, community posts, press mentions and the review questions', () => {
    expect(survey.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '92% improved sleep quality',
      '87% sleep through the night',
      '78% reduced pain',
      '4.8/5 average rating',
      '10,247 happy customers',
      '86% would recommend',
    ])
    expect(survey.respondents).toBe('2,500+')
    expect(videoStories).toHaveLength(6)
    for (const v of videoStories) expect(v.transcript.length).toBeGreaterThan(0)
    expect(galleryPhotos).toHaveLength(8)
    expect(communityPosts).toHaveLength(8)
    expect(pressMentions).toHaveLength(4)
    expect(reviewFaqs).toHaveLength(4)
  })
})
