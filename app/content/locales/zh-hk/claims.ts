import type * as en from '../../claims'
import type { Translation } from '../translation'

/** Figures and statements the pages claim, kept together so every page says the same. */
export const claims: Translation<typeof en.claims> = {
  studies: '50+',
  studiesLong: '逾50項經同行評審的研究',
  customers: '10,000+',
  happyCustomers: '10,247',
  enthusiasts: '50,000+',
  rating: 4.8,
  ratingText: '4.8/5',
  reviewCount: 2347,
  reviewCountText: '2,347',
  reviewsBanner: '逾10,000則評價',
  resultsWindow: '1至4星期',
  doctorRecommended: '醫生推薦',
  groundTester: '每次購買均附送接地測試器',
  researchYears: '40+',
  researchParticipants: '1000+',
}

/** The customer survey quoted on the content pages. */
export const customerSurvey: Translation<typeof en.customerSurvey> = {
  respondents: '2,500+',
  improvedSleep: '92%',
  sleepThrough: '87%',
  reducedPain: '78%',
  wouldRecommend: '86%',
}

export const disclaimer: Translation<typeof en.disclaimer> = '以上聲明未經任何衞生機構評估。本公司產品並非用於診斷、治療、治癒或預防任何疾病。'

export const healthNote: Translation<typeof en.healthNote> = '個人體驗因人而異。接地有助日常身心健康，但不能取代醫療護理。'
