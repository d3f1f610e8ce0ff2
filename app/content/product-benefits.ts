import { defaultMarket, type Market } from '#shared/markets'
import { catalogue, contact, returns, shipping } from '#shared/shop'
import { amountIn, marketShippingCopy } from './market-shipping'
import type { ProductTypeKey } from './product-page'

/**
 * The product page's longer copy, sent as route data (only the loader reads this module, so none
 * of it is part of the page's JavaScript): the benefits per product type, and shipping and returns.
 */

type Benefit = { title: string; body: string }

const safe: Benefit = {
  title: 'Safe by design',
  body: `Every earthing cord carries a ${catalogue.resistorOhms} current-limiting resistor, and only the earth pin of the socket is used.`,
}
const tester: Benefit = { title: 'Ground tester included', body: 'Check your wall socket before the first use with the tester in the box.' }
/** Singapore's; `benefitsIn` puts the page's market's in its place. */
const freeShipping: Benefit = marketShippingCopy.benefit(defaultMarket)
const easyReturns: Benefit = {
  title: 'Easy returns',
  body: `Return unopened items within ${returns.unopenedDays} days, with a ${returns.warrantyMonths}-month manufacturing warranty.`,
}
/** The product page states both lives (docs/product.md#product-page); each type words it for what it sells. */
const life = catalogue.productLife
const support: Benefit = {
  title: 'Help when you need it',
  body: `Lifetime customer support: write to ${contact.email} and we answer within ${contact.responseTime}.`,
}

/** "Why you'll love it", per product type: each promise holds for what is in that box. */
export const productBenefits: Record<ProductTypeKey, Benefit[]> = {
  sheet: [
    { title: 'Grounded all night', body: `Skin contact anywhere on the sheet is enough for ${catalogue.sheetUseHours} of grounding while you sleep.` },
    safe,
    tester,
    { title: 'Made to last', body: `Keeps conducting for ${life.sheets} with cold washing and no fabric softener (our mats: ${life.mats}).` },
    freeShipping,
    easyReturns,
  ],
  mat: [
    {
      title: 'Grounded where you rest',
      body: 'Skin contact anywhere on it is enough: bare feet at the desk, hands and feet through a practice, legs on the sofa.',
    },
    safe,
    tester,
    { title: 'Made to last', body: `Keeps conducting for ${life.mats} with a wipe-down now and then (our sheets: ${life.sheets}).` },
    freeShipping,
    easyReturns,
  ],
  kit: [
    { title: 'Everything in one box', body: 'The cord, a Type G plug adapter and a ground tester come with it: ready on the first night.' },
    { title: 'Less than buying each piece', body: 'A kit costs less than its pieces bought one by one.' },
    safe,
    { title: 'Made to last', body: `Sheets keep conducting for ${life.sheets} and mats for ${life.mats} with the care on the label.` },
    freeShipping,
    easyReturns,
  ],
  accessory: [
    { title: 'Made for our gear', body: 'Designed and tested with every Groundwell sheet, mat and earthing cord.' },
    {
      title: 'Only the earth pin',
      body: `Nothing in our range uses the live or neutral pins of your socket, and every earthing cord carries a ${catalogue.resistorOhms} current-limiting resistor.`,
    },
    {
      title: 'Keeps your set-up grounded',
      body: `Our sheets conduct for ${life.sheets} and our mats for ${life.mats}; the right cord, plug and checks keep them connected all that time.`,
    },
    freeShipping,
    easyReturns,
    support,
  ],
  other: [
    safe,
    { title: 'Made to last', body: `Our sheets keep conducting for ${life.sheets} and our mats for ${life.mats} with the care on the label.` },
    freeShipping,
    easyReturns,
    support,
  ],
}

/** A product type's benefits in a market: its shipping promise is that market's (shared/markets.ts). */
export function benefitsIn(type: ProductTypeKey, market: Market): Benefit[] {
  return productBenefits[type].map((benefit) => (benefit === freeShipping ? marketShippingCopy.benefit(market) : benefit))
}

/**
 * Shipping and returns, from the shop's rules, the same for every product. Sent as route data
 * with the benefits, so neither is part of the page's JavaScript.
 */
export const shippingAndReturns = [
  `Ships from Singapore in ${shipping.processingDays}; orders placed before ${shipping.cutoff} on a business day are processed the same day.`,
  `Singapore: ${shipping.domesticDelivery}, ${amountIn(defaultMarket, shipping.domesticFlatRate)} flat or free on orders of ${amountIn(defaultMarket, shipping.domesticFreeThreshold)} and over.`,
  `International: ${shipping.internationalDelivery}, free to ${shipping.internationalFreeThresholds.map((t) => `${t.country} on orders of ${t.threshold}`).join(', ')} and over.`,
  `Return unopened items within ${returns.unopenedDays} days; every product has a ${returns.warrantyMonths}-month manufacturing warranty.`,
]
