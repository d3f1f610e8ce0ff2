import { contact, currency, shipping } from '#shared/shop'
import { dollars, joinList } from './format'
import type { Card, Faq, Link, Section, Table } from './types'

/**
 * Copy of the shipping policy (docs/product.md#shipping-policy). Every figure is
 * quoted from `shipping` in the shop constants.
 */

const flat = dollars(shipping.domesticFlatRate)
const free = dollars(shipping.domesticFreeThreshold)
const intlFree = dollars(shipping.internationalFreeThreshold)
const freeCountries = joinList(shipping.internationalFreeCountries)
/** Each market's own threshold, in its currency, and where it applies. */
const localThresholds = joinList(shipping.internationalFreeThresholds.map((t) => `${t.threshold} to ${t.country}`))
const insured = dollars(shipping.insuranceThreshold)
const escalation = shipping.trackingEscalationDays
const response = `${shipping.supportResponseHours} hours`
const deMinimisText = joinList(shipping.deMinimis.map((d) => `${d.country} ${d.threshold}`))
const peakText = joinList(shipping.peakDelays.map((p) => `${p.season} ${p.delay}`))
const firstStage = (shipping.parcelProgression[0] ?? '').toLowerCase()
const lastStage = (shipping.parcelProgression.at(-1) ?? '').toLowerCase()
const atCheckout = 'Calculated at checkout'

export type ShippingTabId = 'domestic' | 'international' | 'tracking' | 'support'

export type ShippingTab = {
  id: ShippingTabId
  label: string
  heading: string
  intro: string
  tables: readonly Table[]
  sections: readonly Section[]
}

export type ParcelStage = { name: string; text: string }

const stageText = [
  `We have your order and are packing it. This takes ${shipping.processingDays}.`,
  'Your parcel is with the courier, and your tracking link is on its way to your inbox.',
  `Your parcel is on the road: ${shipping.domesticDelivery} in Singapore, ${shipping.internationalDelivery} abroad.`,
  'The courier is bringing your parcel to your door today.',
  `Your parcel has arrived. If anything is damaged, tell us within ${shipping.damageReportDays} days.`,
]

const tabs: ShippingTab[] = [
  {
    id: 'domestic',
    label: 'Domestic',
    heading: 'Shipping within Singapore',
    intro: `Every Singapore order ships for a flat ${flat}, and free when your order reaches ${free}. Delivery takes ${shipping.domesticDelivery} after dispatch.`,
    tables: [
      {
        caption: 'Singapore delivery rates',
        columns: ['Order value', 'Shipping', 'Delivery time'],
        rows: [
          [`Under ${free}`, `${flat} flat rate`, shipping.domesticDelivery],
          [`${free} and over`, 'Free', shipping.domesticDelivery],
        ],
      },
    ],
    sections: [
      {
        title: 'Processing and the daily cut-off',
        paragraphs: [
          `We pack and hand your order to the courier within ${shipping.processingDays}.`,
          `Orders placed before ${shipping.cutoff} on a business day are processed the same day. Orders placed later, or on a weekend or public holiday, are processed on the next business day.`,
        ],
      },
      {
        title: 'Delivery attempts',
        paragraphs: [
          `Our courier makes ${shipping.domesticAttempts} delivery attempts. If nobody is home, you will get a notice telling you which pickup point is holding your parcel.`,
        ],
      },
      {
        title: 'Collecting from a pickup point',
        paragraphs: [
          `Please collect your parcel within ${shipping.pickupWindowDays} days. Parcels left longer are sent back to us; contact us and we will arrange delivery again.`,
        ],
      },
    ],
  },
  {
    id: 'international',
    label: 'International',
    heading: 'International shipping',
    intro: `We ship worldwide. Delivery takes ${shipping.internationalDelivery}, and the cost is calculated at checkout from your address and your order. Orders of ${intlFree} or more ship free to ${freeCountries}.`,
    tables: [
      {
        caption: 'Estimated delivery by region',
        columns: ['Region', 'Estimated delivery'],
        rows: shipping.regionalEstimates.map((r) => [r.region, `${r.days} business days`]),
      },
      {
        caption: 'International shipping costs',
        columns: ['Destination', 'Smaller orders', 'Free on orders of'],
        rows: [...shipping.internationalFreeThresholds.map((t) => [t.country, atCheckout, t.threshold]), ['All other countries', atCheckout, 'Not offered']],
      },
    ],
    sections: [
      {
        title: 'Delivery attempts abroad',
        paragraphs: [`Couriers abroad make ${shipping.internationalAttempts} delivery attempts before the parcel is held for collection or sent back to us.`],
      },
      {
        title: 'Customs, duties and taxes',
        paragraphs: [
          'Import duties and taxes are set by your country, are not included in our prices or the shipping cost, and are paid to the courier or customs on arrival.',
          'Many countries charge nothing on parcels worth less than a de minimis value:',
        ],
        table: {
          caption: 'Duty-free (de minimis) thresholds',
          columns: ['Destination', 'No duty on parcels up to'],
          rows: shipping.deMinimis.map((d) => [d.country, d.threshold]),
        },
      },
      {
        title: 'Free international shipping',
        paragraphs: [
          `Orders of ${intlFree} or more ship free to ${freeCountries}. Each of these markets sets the figure in its own currency: ${localThresholds}. For every other destination, and for smaller orders, checkout shows the exact cost before you pay.`,
        ],
      },
      {
        title: 'Prices and currency',
        paragraphs: [
          `Amounts on this page are in Singapore dollars (${currency.code}) unless they name another currency. The shop shows prices in your market's currency, and checkout charges that currency.`,
        ],
      },
    ],
  },
  {
    id: 'tracking',
    label: 'Tracking',
    heading: 'Tracking your parcel',
    intro: 'As soon as your parcel leaves us, we e-mail you a tracking link. Your parcel moves through these stages:',
    tables: [],
    sections: [
      {
        title: 'No tracking update?',
        paragraphs: [
          `If your tracking has not changed for ${escalation.domestic}+ days (Singapore) or ${escalation.international}+ days (international), contact us with your order number and we will chase the courier for you.`,
        ],
      },
      {
        title: 'Peak-season delays',
        paragraphs: ['Couriers are busiest around holidays and big sales. Allow extra time at these periods:'],
        table: {
          caption: 'Extra delivery time at peak periods',
          columns: ['Period', 'Extra time'],
          rows: shipping.peakDelays.map((p) => [p.season, p.delay]),
        },
      },
      {
        title: 'Wrong or incomplete address',
        paragraphs: [
          'Please check your address at checkout. If you spot a mistake, contact us straight away: we can correct it before your parcel is dispatched, and after that we ask the courier to redirect it where they can.',
        ],
      },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    heading: 'Problems and support',
    intro: `Something not right with your delivery? Our team answers every message within ${response}.`,
    tables: [],
    sections: [
      {
        title: 'Damaged in transit',
        paragraphs: [
          `Report any damage within ${shipping.damageReportDays} days of delivery, with photos of the parcel and the product. We will replace it or refund you, and we pay the shipping.`,
        ],
        link: { label: 'Read our return policy', to: '/return-policy' },
      },
      {
        title: 'Cancelling an order',
        paragraphs: [`You can cancel for a full refund within ${shipping.cancellationHours} hours of ordering, as long as your order has not shipped yet.`],
      },
      {
        title: 'Insured shipments',
        paragraphs: [
          `Shipments of ${insured} or more are insured automatically, at no cost to you. If an insured parcel is lost, we send a replacement or refund you in full.`,
          'If a smaller parcel goes missing, contact us and we will open an investigation with the courier.',
        ],
      },
      {
        title: 'Getting help',
        paragraphs: [
          `Write to ${contact.email} or call ${contact.phone} (${contact.phoneHours}). Have your order number ready and we will answer within ${response}.`,
        ],
        link: { label: 'Send us a message', to: '/contact' },
      },
    ],
  },
]

const faqs: Faq[] = [
  {
    question: 'How much does shipping cost in Singapore?',
    answer: `A flat ${flat} per order, and nothing at all on orders of ${free} or more.`,
  },
  {
    question: 'When will my order ship?',
    answer: `Within ${shipping.processingDays}. Orders placed before ${shipping.cutoff} on a business day are processed the same day.`,
  },
  {
    question: 'How long does delivery take in Singapore?',
    answer: `${shipping.domesticDelivery} after dispatch, with ${shipping.domesticAttempts} delivery attempts. If you miss the courier, collect your parcel from the pickup point within ${shipping.pickupWindowDays} days.`,
  },
  {
    question: 'Do you ship outside Singapore?',
    answer: `Yes, worldwide, in ${shipping.internationalDelivery}. The cost is calculated at checkout, and orders of ${intlFree} or more ship free to ${freeCountries}.`,
  },
  {
    question: 'Will I pay customs duties?',
    answer: `Possibly: duties and import taxes are set by your country and paid on arrival. Many countries charge nothing below a de minimis value, for example ${deMinimisText}.`,
  },
  {
    question: 'How do I track my order?',
    answer: `We e-mail you a tracking link as soon as your parcel is dispatched. Follow it to see each stage, from ${firstStage} to ${lastStage}.`,
  },
  {
    question: 'My tracking has not moved. What should I do?',
    answer: `Give it ${escalation.domestic} days in Singapore or ${escalation.international} days abroad. If there is still no update, contact us with your order number and we will chase the courier.`,
  },
  {
    question: 'My parcel arrived damaged. What now?',
    answer: `Tell us within ${shipping.damageReportDays} days of delivery and send photos. We replace or refund the item and pay the shipping. Shipments of ${insured} or more are also insured automatically.`,
  },
  {
    question: 'Can I cancel my order?',
    answer: `Yes, with a full refund, within ${shipping.cancellationHours} hours of ordering and before it ships.`,
  },
  {
    question: 'Will holidays slow my delivery?',
    answer: `They can, because couriers are at their busiest. Typical extra time: ${peakText}.`,
  },
]

export const shippingCopy = {
  summaryHeading: 'Shipping at a glance',
  summary: [
    { icon: 'truck', title: `Free Singapore shipping over ${free}`, text: `A flat ${flat} on smaller orders.` },
    {
      icon: 'clock',
      title: `Ships in ${shipping.processingDays}`,
      text: `Order by ${shipping.cutoff} on a business day for same-day processing.`,
    },
    {
      icon: 'map-pin',
      title: `Singapore: ${shipping.domesticDelivery}`,
      text: `${shipping.domesticAttempts} delivery attempts, then collect from a pickup point within ${shipping.pickupWindowDays} days.`,
    },
    {
      icon: 'globe',
      title: `Worldwide: ${shipping.internationalDelivery}`,
      text: `Cost at checkout; free on orders of ${intlFree}+ to ${freeCountries}.`,
    },
  ] satisfies Card[],
  detailsHeading: 'Delivery details',
  tabsLabel: 'Shipping information',
  tabs,
  defaultTab: 'domestic' as ShippingTabId,
  progressionLabel: 'Parcel progress',
  progression: shipping.parcelProgression.map((name, i): ParcelStage => ({ name, text: stageText[i] ?? '' })),
  faqHeading: 'Shipping questions',
  faqs,
  contactHeading: 'Still have a question?',
  contactIntro: `Our support team answers within ${response}.`,
  contactCards: {
    email: { title: 'E-mail us', value: contact.email, href: `mailto:${contact.email}`, text: 'Write to us any time.' },
    phone: { title: 'Call us', value: contact.phone, href: contact.phoneHref, text: contact.phoneHours },
    response: { title: 'Response time', value: `Within ${response}`, text: `We reply within ${contact.responseTime}.` },
    form: {
      title: 'Contact form',
      text: 'Send us a message with your order number.',
      link: { label: 'Go to the contact page', to: '/contact' } satisfies Link,
    },
  },
}
