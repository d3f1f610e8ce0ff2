// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type * as Shop from '#shared/shop'
import { figurePattern, privacyFigures, returnsFigures, shippingFigures, type ShopConstants } from '../../../tests/helpers/policy-figures'
import { renderPolicy } from '../../../tests/helpers/render-policy'

/**
 * The pages are rendered against shop constants with every shipping, returns and privacy figure
 * changed: each new figure must show, and none of the real ones may remain. A figure typed into
 * the copy instead of read from the constants fails here.
 */
const changed = vi.hoisted(() => ({
  shipping: {
    domesticFlatRate: 97,
    domesticFreeThreshold: 98,
    processingDays: '83-84 business days',
    cutoff: '4:45 PM SGT',
    domesticDelivery: '86-87 business days',
    domesticAttempts: '88-89',
    pickupWindowDays: 91,
    internationalDelivery: '92-93 business days',
    internationalAttempts: 94,
    internationalFreeThreshold: 960,
    internationalFreeCountries: ['Freedonia', 'Genovia'],
    internationalFreeThresholds: [
      { country: 'Freedonia', threshold: 'FRD 9,610' },
      { country: 'Genovia', threshold: 'GNV 9,620' },
    ],
    regionalEstimates: [
      { region: 'Atlantis', days: '61-62' },
      { region: 'Lemuria', days: '63-64' },
    ],
    trackingEscalationDays: { domestic: 65, international: 66 },
    damageReportDays: 67,
    cancellationHours: 68,
    insuranceThreshold: 690,
    peakDelays: [
      { season: 'Harvest Moon', delay: '+71-72 days' },
      { season: 'Midwinter Fair', delay: '+73-74 days' },
    ],
    supportResponseHours: 75,
    deMinimis: [
      { country: 'Ruritania', threshold: 'RUR 7,600' },
      { country: 'Elbonia', threshold: 'ELB 770' },
    ],
    parcelProgression: ['Packed up', 'Handed over', 'Travelling', 'At your street', 'Arrived'],
  },
  returns: {
    unopenedDays: 41,
    transitDamageDays: 42,
    warrantyMonths: 43,
    authorizationReview: '44-45 hours',
    inspection: '46-47 business days',
    refund: '48-49 business days',
    warrantyResolutionHours: 51,
    changeOfMindReturnCost: 52,
    returnRate: 'under 53%',
    priceComparison: { product: 'King duvet', ours: 540, typical: 550 },
  },
  privacy: { minimumAge: 56 },
  browserStorage: { cart: 'test-cart-key-57' },
  newsletter: { discountPercent: 58, reviewerDiscountPercent: 58 },
  contactResponseTime: '59 hours on business days',
}))

vi.mock('#shared/shop', async (importOriginal) => {
  const real = await importOriginal<typeof Shop>()
  return {
    ...real,
    shipping: changed.shipping,
    returns: changed.returns,
    privacy: changed.privacy,
    browserStorage: changed.browserStorage,
    newsletter: changed.newsletter,
    contact: { ...real.contact, responseTime: changed.contactResponseTime },
  }
})

const real = await vi.importActual<typeof Shop>('#shared/shop')
const mocked = (await import('#shared/shop')) as unknown as ShopConstants

const pages = [
  { path: '/shipping-policy', figures: shippingFigures },
  { path: '/return-policy', figures: returnsFigures },
  { path: '/privacy-policy', figures: privacyFigures },
] as const

describe('policy pages follow the shop constants', () => {
  it('the constants module the pages import is the changed one', () => {
    expect(mocked.shipping.domesticFlatRate).toBe(97)
    expect(real.shipping.domesticFlatRate).not.toBe(97)
  })

  for (const { path, figures } of pages) {
    it(`${path} shows the changed figures and none of the real ones`, async () => {
      const text = await renderPolicy(path)
      const shown = figures(mocked)
      expect(shown.filter((f) => !figurePattern(f).test(text))).toEqual([])
      // Left out: wording that does not depend on a constant ('Shopify', 'Calculated at checkout', the
      // e-mail), and the stage names, which are also everyday words ('dispatched', 'in transit').
      const words: readonly string[] = real.shipping.parcelProgression
      const stale = figures(real).filter((f) => !shown.includes(f) && !words.includes(f))
      expect(stale.length).toBeGreaterThan(0)
      expect(stale.filter((f) => figurePattern(f).test(text))).toEqual([])
    })
  }

  it('the headings and descriptions of the pages follow too', async () => {
    const { pages: copy } = await import('~/content/pages.server')
    expect(copy.shippingPolicy.description).toContain('86-87 business days')
    expect(copy.shippingPolicy.description).toContain('$98')
    expect(copy.returnPolicy.description).toContain('43-month')
  })
})
