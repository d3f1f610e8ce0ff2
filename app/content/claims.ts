/** Figures and statements the pages claim, kept together so every page says the same. */

/** Figures claimed across the pages (docs/product.md#every-page). Kept together so the pages agree. */
export const claims = {
  studies: '50+',
  studiesLong: 'over 50 peer-reviewed studies',
  customers: '10,000+',
  happyCustomers: '10,247',
  enthusiasts: '50,000+',
  rating: 4.8,
  ratingText: '4.8/5',
  reviewCount: 2347,
  reviewCountText: '2,347',
  reviewsBanner: '10,000+ Reviews',
  resultsWindow: '1-4 weeks',
  doctorRecommended: 'Doctor recommended',
  groundTester: 'A ground tester included with every purchase',
  researchYears: '40+',
  researchParticipants: '1000+',
} as const

/** The customer survey quoted on the content pages (docs/product.md#testimonials-and-reviews). */
export const customerSurvey = {
  respondents: '2,500+',
  improvedSleep: '92%',
  sleepThrough: '87%',
  reducedPain: '78%',
  wouldRecommend: '86%',
} as const

export const disclaimer =
  'These statements have not been evaluated by any health authority. Our products are not intended to diagnose, treat, cure or prevent any disease.'

/** The hedge beside every claim of what grounding does for a person. */
export const healthNote = 'Individual experiences vary. Grounding supports everyday wellbeing and is not a substitute for medical care.'
