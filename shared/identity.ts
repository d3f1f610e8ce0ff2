/** Who the shop is and how to reach it: every page's frame, the mails and the structured data read these. */

export const brand = {
  name: 'Groundwell',
  legalName: 'Groundwell Pte. Ltd.',
  tagline: 'Grounding sheets, mats and kits for better sleep',
  description: 'Grounding (earthing) sheets, mats, kits and accessories from Singapore, shipped across Southeast Asia and worldwide.',
} as const

export const contact = {
  email: 'support@groundwell.sg',
  phone: '+65 6123 4567',
  phoneHref: 'tel:+6561234567',
  phoneHours: 'Mon-Fri 9am-6pm SGT',
  responseTime: '24 hours on business days',
  address: {
    street: '10 Anson Road, #12-08',
    locality: 'Singapore',
    postalCode: '079903',
    country: 'Singapore',
    countryCode: 'SG',
  },
} as const

export const formatAddress = (a = contact.address) => `${a.street}, ${a.locality} ${a.postalCode}`
