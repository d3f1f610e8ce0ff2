import type { ConsentPurpose } from '#shared/consent'

/** Copy of the cookie preferences page (the banner's is in consent.ts: every page loads that). */
export const cookiePreferencesCopy = {
  pageTitle: 'Cookie preferences',
  pageDescription: 'Choose which cookies the shop may use: analytics, marketing, preferences and the sale of data.',
  heading: 'Cookie preferences',
  intro:
    'The shop always uses the cookies it needs to work (your cart and your country). Choose what else it may do; you can change this at any time from the link at the foot of every page.',
  necessary: { label: 'Strictly necessary', description: 'Your cart, your country and this choice. Always on.' },
  purposes: {
    analytics: { label: 'Analytics', description: 'Which pages and products are viewed and what is added to the cart, to improve the shop.' },
    marketing: { label: 'Marketing', description: 'Measuring and personalising our offers and advertising.' },
    preferences: { label: 'Preferences', description: 'Remembering your choices to make later visits easier.' },
    saleOfData: { label: 'Sale or sharing of data', description: 'Sharing data with advertising partners, which some laws count as a sale.' },
  } satisfies Record<ConsentPurpose, { label: string; description: string }>,
  gpc: 'Your browser sends Global Privacy Control: marketing and the sale or sharing of your data stay off.',
  save: 'Save preferences',
  saved: 'Your preferences are saved.',
  privacyLink: 'How we use your data: Privacy Policy',
}
