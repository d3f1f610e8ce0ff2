import { contact, returns, shipping } from '#shared/shop'
import { message } from '#shared/message'
import { capitalize, dollars } from './format'
import type { Card, Faq, Link, Table } from './types'

/**
 * Copy of the return policy (docs/product.md#return-policy). Every figure
 * is quoted from `returns` (and `shipping`, `contact`) in the shop constants.
 */

const unopened = `${returns.unopenedDays} days`
const damage = `${returns.transitDamageDays} days`
const warranty = `${returns.warrantyMonths}-month`
const returnCost = dollars(returns.changeOfMindReturnCost)
const price = returns.priceComparison
const saving = dollars(price.typical - price.ours)

export type Step = { title: string; text: string; timing: string }
export type TimeWindow = { value: string; title: string; text: string }

export const returnsCopy = {
  promisesHeading: 'Our promise',
  promises: [
    { icon: 'package', title: `${unopened} to change your mind`, text: `Return any unopened item within ${unopened} of delivery.` },
    { icon: 'shield', title: `${warranty} warranty`, text: 'Every product is covered against manufacturing defects from the date of purchase.' },
    { icon: 'truck', title: 'Transit damage on us', text: `Tell us within ${damage} of delivery and we put it right at our cost.` },
    { icon: 'wallet', title: 'Refunds you can count on', text: `Back to your original payment method in ${returns.refund}.` },
  ] satisfies Card[],

  rationaleHeading: 'Why our policy works this way',
  rationale: [
    {
      title: 'Sheets and mats touch your skin',
      text: 'Grounding sheets, pillowcases and mats are bedding and personal-care products. Once opened we cannot sell them to another customer, so change-of-mind returns are for sealed items only.',
    },
    {
      title: 'Fair prices instead of “free” returns',
      text: `Free returns are never free: shops that offer them build the cost into every price. We keep our prices lower and ask the few customers who change their mind to pay the return postage, about ${returnCost}.`,
    },
    {
      title: 'When it is our fault, we pay',
      text: 'A damaged parcel, a wrong item, a confirmed defect or a warranty claim costs you nothing: we cover the shipping both ways.',
    },
  ],

  eligibilityHeading: 'Can I return it?',
  eligibleHeading: 'What you can return',
  eligible: [
    `Unopened items in their original sealed packaging, within ${unopened} of delivery`,
    `Items damaged in transit, reported within ${damage} of delivery`,
    'A wrong item (not what you ordered)',
    `Products with a manufacturing defect, within the ${warranty} warranty`,
  ],
  ineligibleHeading: 'What we cannot take back',
  ineligible: [
    'Opened or used sheets, pillowcases and mats, unless they are faulty',
    `Unopened items sent back more than ${unopened} after delivery`,
    `Transit damage reported more than ${damage} after delivery`,
    'Damage from misuse, normal wear, or washing against the care label (for example with bleach or fabric softener)',
    'Items without a proof of purchase',
  ],

  windowsHeading: 'Time limits',
  windows: [
    { value: unopened, title: 'Unopened items', text: 'from the day of delivery, for any reason' },
    { value: damage, title: 'Transit damage', text: 'from the day of delivery, to report it with photos' },
    { value: `${returns.warrantyMonths} months`, title: 'Manufacturing warranty', text: 'from the date of purchase' },
  ] satisfies TimeWindow[],

  processHeading: 'How to return an item',
  stepLabel: message<{ n: number }>('Step {n}: '),
  steps: [
    {
      title: 'Contact us',
      text: `Write to ${contact.email} or use our contact form with your order number, the item and the reason. Photos help with damage or defects.`,
      timing: `We reply within ${contact.responseTime}`,
    },
    {
      title: 'Return authorization',
      text: 'We review your request and send you a return authorization with the return address and instructions.',
      timing: `Reviewed in ${returns.authorizationReview}`,
    },
    {
      title: 'Ship it back',
      text: `Pack the item securely with the authorization number and send it with a tracked service. For a change of mind you pay the postage (about ${returnCost}); for anything else we send you a prepaid label.`,
      timing: 'Prepaid label when it is on us',
    },
    {
      title: 'Inspection, then refund',
      text: `We inspect the item within ${returns.inspection} of its arrival, then refund you to your original payment method. Refunds take ${returns.refund} to reach you.`,
      timing: `Inspection ${returns.inspection}, refund ${returns.refund}`,
    },
  ] satisfies Step[],

  costsHeading: 'Who pays for return shipping',
  costs: {
    caption: 'Who pays for return shipping',
    columns: ['Reason for the return', 'Who pays the shipping'],
    rows: [
      ['Change of mind (unopened item)', `You, about ${returnCost}`],
      ['Damaged in transit', 'We do'],
      ['Wrong item sent', 'We do'],
      ['Confirmed manufacturing defect', 'We do'],
      ['Warranty claim', 'We do'],
    ],
  } satisfies Table,

  warrantyHeading: `Our ${warranty} manufacturing warranty`,
  warrantyText: [
    `Every product is guaranteed against defects in materials and workmanship for ${returns.warrantyMonths} months from the date of purchase: conductive threads that stop conducting, a faulty cord, plug or snap connector, or seams that fail in normal use.`,
    'The warranty does not cover normal wear, accidental damage, or washing against the care label.',
  ],
  claimHeading: 'Making a warranty claim',
  claimSteps: [
    'Check the connection with the ground tester that came with your order, and note what you see.',
    `E-mail ${contact.email} with your order number, a short description and photos or a video.`,
    `We assess your claim and resolve it within ${returns.warrantyResolutionHours} hours: a replacement part, a replacement product or a refund.`,
    'We pay the shipping for every warranty claim.',
  ],

  tipsHeading: 'Shopping tips to get it right first time',
  tips: [
    'Measure your mattress, including its depth, before choosing a sheet size.',
    'Check that your socket is earthed before you open the sheet: every order includes a ground tester.',
    'Not sure which product suits you? Ask us before you buy; we are glad to help.',
    `Open your parcel soon after it arrives, so any transit damage is reported within ${damage}.`,
    'Keep your order confirmation e-mail as your proof of purchase.',
  ],

  comparisonHeading: 'Why we do not offer free returns',
  comparisonIntro: `Brands with “free returns” price them into every product. Here is what that means for a ${price.product.toLowerCase()}:`,
  comparison: {
    caption: `${price.product}: our price against a typical “free returns” price`,
    columns: ['Cost', 'Groundwell', 'Typical “free returns” brand'],
    rows: [
      [`${price.product} price`, dollars(price.ours), dollars(price.typical)],
      ['Return postage if you change your mind', `About ${returnCost}`, 'Free'],
      ['What you pay if you keep it', dollars(price.ours), dollars(price.typical)],
    ],
  } satisfies Table,
  comparisonNote: `Keep your sheet and you save ${saving}. Even if you send it back, the postage costs less than the ${saving} a “free returns” price adds for everyone.`,
  returnRateLabel: 'Our return rate',
  returnRate: `${capitalize(returns.returnRate)} of our customers ask for a return.`,
  returnRateText: 'Most people who try grounding keep it, so we would rather keep prices low for everyone.',

  faqHeading: 'Returns questions',
  faqs: [
    {
      question: 'Can I return a sheet I have already slept on?',
      answer: `Not for a change of mind: opened bedding cannot be sold again. If it is faulty, it is covered by our ${warranty} warranty.`,
    },
    {
      question: 'How long does a refund take?',
      answer: `We review your request in ${returns.authorizationReview}, inspect the item within ${returns.inspection} of receiving it, and the refund reaches your original payment method in ${returns.refund}.`,
    },
    {
      question: 'Who pays for return shipping?',
      answer: `You do for a change of mind (about ${returnCost}). We do for transit damage, a wrong item, a confirmed defect or a warranty claim.`,
    },
    {
      question: 'What does the warranty cover?',
      answer: `Manufacturing defects for ${returns.warrantyMonths} months from purchase, such as threads that stop conducting or a faulty cord or connector. We resolve claims within ${returns.warrantyResolutionHours} hours.`,
    },
    {
      question: 'My order arrived damaged. What should I do?',
      answer: `Report it within ${damage} of delivery with photos of the parcel and the product. We replace or refund it and pay the shipping. Shipments of ${dollars(shipping.insuranceThreshold)} or more are insured too.`,
    },
    {
      question: 'Can I exchange an item for another size?',
      answer: `Yes, while it is unopened and within ${unopened} of delivery. Contact us and we will arrange the exchange; as with any change of mind, you pay the return postage.`,
    },
  ] satisfies Faq[],

  contactHeading: 'Questions about a return?',
  contactText: `Our team replies within ${contact.responseTime}.`,
  contactLink: { label: 'Contact us', to: '/contact' } satisfies Link,
}
