import type * as en from '../../claims'
import type { Translation } from '../translation'

/** The figures as Indonesian writes them: a dot groups thousands, a comma marks decimals. */
export const claims: Translation<typeof en.claims> = {
  studies: '50+',
  studiesLong: 'lebih dari 50 studi yang telah ditinjau sejawat',
  customers: '10.000+',
  happyCustomers: '10.247',
  enthusiasts: '50.000+',
  rating: 4.8,
  ratingText: '4,8/5',
  reviewCount: 2347,
  reviewCountText: '2.347',
  reviewsBanner: '10.000+ Ulasan',
  resultsWindow: '1–4 minggu',
  doctorRecommended: 'Direkomendasikan dokter',
  groundTester: 'Setiap pembelian sudah termasuk penguji arde',
  researchYears: '40+',
  researchParticipants: '1000+',
}

export const customerSurvey: Translation<typeof en.customerSurvey> = {
  respondents: '2.500+',
  improvedSleep: '92%',
  sleepThrough: '87%',
  reducedPain: '78%',
  wouldRecommend: '86%',
}

export const disclaimer: Translation<typeof en.disclaimer> =
  'Pernyataan ini belum dievaluasi oleh otoritas kesehatan mana pun. Produk kami tidak dimaksudkan untuk mendiagnosis, mengobati, menyembuhkan, atau mencegah penyakit apa pun.'

export const healthNote: Translation<typeof en.healthNote> =
  'Pengalaman setiap orang berbeda. Grounding mendukung kesejahteraan sehari-hari dan bukan pengganti perawatan medis.'
