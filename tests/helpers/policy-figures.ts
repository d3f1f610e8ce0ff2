import type * as Shop from '../../shared/shop'

/**
 * The figures of docs/product.md#policies (shipping, returns and warranty, privacy) each policy page must
 * show, written as a shopper reads them and computed from a shop-constants module. Used by the
 * unit test (with the real constants and with changed ones) and by the browser test.
 */
export type ShopConstants = Pick<typeof Shop, 'shipping' | 'returns' | 'privacy' | 'browserStorage' | 'newsletter' | 'contact'>

const money = (n: number) => `$${n.toLocaleString('en-SG')}`

export function shippingFigures({ shipping, contact }: ShopConstants): string[] {
  return [
    money(shipping.domesticFlatRate),
    money(shipping.domesticFreeThreshold),
    shipping.processingDays,
    shipping.cutoff,
    shipping.domesticDelivery,
    `${shipping.domesticAttempts} delivery attempts`,
    `within ${shipping.pickupWindowDays} days`,
    shipping.internationalDelivery,
    'Calculated at checkout',
    `${shipping.internationalAttempts} delivery attempts`,
    money(shipping.internationalFreeThreshold),
    ...shipping.internationalFreeCountries,
    ...shipping.internationalFreeThresholds.map((t) => t.threshold),
    ...shipping.regionalEstimates.flatMap((r) => [r.region, `${r.days} business days`]),
    `${shipping.trackingEscalationDays.domestic}+ days`,
    `${shipping.trackingEscalationDays.international}+ days`,
    `within ${shipping.damageReportDays} days`,
    `within ${shipping.cancellationHours} hours`,
    `${money(shipping.insuranceThreshold)} or more are insured`,
    ...shipping.peakDelays.flatMap((p) => [p.season, p.delay]),
    `within ${shipping.supportResponseHours} hours`,
    ...shipping.deMinimis.flatMap((d) => [d.country, d.threshold]),
    ...shipping.parcelProgression,
    contact.email,
    contact.phone,
    contact.phoneHours,
  ]
}

export function returnsFigures({ returns }: ShopConstants): string[] {
  return [
    `${returns.unopenedDays} days`,
    `${returns.transitDamageDays} days`,
    `${returns.warrantyMonths} months`,
    `${returns.warrantyMonths}-month`,
    returns.authorizationReview,
    returns.inspection,
    returns.refund,
    'original payment method',
    `within ${returns.warrantyResolutionHours} hours`,
    `about ${money(returns.changeOfMindReturnCost)}`,
    returns.priceComparison.product,
    money(returns.priceComparison.ours),
    money(returns.priceComparison.typical),
    returns.returnRate,
  ]
}

export function privacyFigures({ privacy, browserStorage, newsletter }: ShopConstants): string[] {
  return [`under ${privacy.minimumAge}`, browserStorage.cart, `${newsletter.discountPercent}% discount code`, 'Shopify', 'Supabase']
}

/** Case-insensitive match that is not part of a longer number (`5 days` is not in `15 days`). */
export function figurePattern(figure: string): RegExp {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<!\\d)${escaped}(?!\\d)`, 'i')
}
