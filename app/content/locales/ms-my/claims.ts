import type * as en from '../../claims'
import type { Translation } from '../translation'

/** The figures are the English module's own; only the words around them are Malay. */
export const claims: Translation<typeof en.claims> = {
  studies: '50+',
  studiesLong: 'lebih 50 kajian yang disemak rakan sebaya',
  customers: '10,000+',
  happyCustomers: '10,247',
  enthusiasts: '50,000+',
  rating: 4.8,
  ratingText: '4.8/5',
  reviewCount: 2347,
  reviewCountText: '2,347',
  reviewsBanner: '10,000+ Ulasan',
  resultsWindow: '1-4 minggu',
  doctorRecommended: 'Disyorkan doktor',
  groundTester: 'Penguji pembumian disertakan dengan setiap pembelian',
  researchYears: '40+',
  researchParticipants: '1000+',
}

export { customerSurvey } from '../../claims'

export const disclaimer: Translation<typeof en.disclaimer> =
  'Kenyataan ini belum dinilai oleh mana-mana pihak berkuasa kesihatan. Produk kami tidak bertujuan untuk mendiagnosis, merawat, menyembuhkan atau mencegah sebarang penyakit.'

export const healthNote: Translation<typeof en.healthNote> =
  'Pengalaman setiap individu berbeza. Grounding menyokong kesejahteraan harian dan bukan pengganti rawatan perubatan.'
