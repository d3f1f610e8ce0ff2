import type * as en from '../../claims'
import type { Translation } from '../translation'

/** The figures are English's, word for word where they are only figures; the words around them are translated. */
export const claims: Translation<typeof en.claims> = {
  studies: '50+',
  studiesLong: '超过50项同行评审研究',
  customers: '10,000+',
  happyCustomers: '10,247',
  enthusiasts: '50,000+',
  rating: 4.8,
  ratingText: '4.8/5',
  reviewCount: 2347,
  reviewCountText: '2,347',
  reviewsBanner: '10,000+条评价',
  resultsWindow: '1-4周',
  doctorRecommended: '医生推荐',
  groundTester: '每笔订单均附赠接地测试器',
  researchYears: '40+',
  researchParticipants: '1000+',
}

/** Figures only: nothing to translate. */
export { customerSurvey } from '../../claims'

export const disclaimer: Translation<typeof en.disclaimer> = '以上陈述未经任何卫生当局评估。我们的产品并非用于诊断、治疗、治愈或预防任何疾病。'

export const healthNote: Translation<typeof en.healthNote> = '每个人的体验各有不同。接地有助于日常身心健康，但不能代替医疗护理。'
