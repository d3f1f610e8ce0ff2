import { brand, cart, contact, currency, returns, shipping } from '#shared/shop'
import type * as en from '../../pages.server'
import type { Translation } from '../translation'
import { about } from './about'
import { claims } from './claims'
import { home } from './home'
import { breadcrumbCopy } from './layout'
import { errorCopy } from './shop'

export type { PageCopy, PageHeading } from '../../pages.server'
export { pageHeading, staticPaths } from '../../pages.server'

/** The shop's English hours and durations ('Mon-Fri 9am-6pm SGT', '1-3 business days') in Malay, their figures as they are. */
const ms = (value: string) =>
  value
    .replace(/\bMon-Fri\b/g, 'Isnin-Jumaat')
    .replace(/\b(\d{1,2})(?::(\d\d))?am\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} pagi`)
    .replace(/\b(\d{1,2})(?::(\d\d))?pm\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} petang`)
    .replace(/\bon business days\b/g, 'pada hari bekerja')
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bhours?\b/g, 'jam')

export const homeDescriptionLead: Translation<typeof en.homeDescriptionLead> =
  `Tidur lebih lena, bangun lebih bertenaga. Cadar, tikar dan kit grounding disokong ${claims.studies} kajian dan ${claims.customers} pelanggan.`

export const brandDescription: Translation<typeof en.brandDescription> =
  'Cadar, tikar, kit dan aksesori grounding (earthing) dari Singapura, dihantar ke seluruh Asia Tenggara dan seluruh dunia.'

export const pages: Translation<typeof en.pages> = {
  home: {
    path: '/',
    title: `${brand.name} | Cadar, Tikar & Kit Grounding di Singapura`,
    description: `${homeDescriptionLead} Penghantaran domestik percuma melebihi ${currency.code} ${cart.freeShippingThreshold}.`,
    heading: home.hero.heading,
    crumb: breadcrumbCopy.home,
  },
  aboutGrounding: {
    path: '/about-grounding',
    title: `Apakah Grounding? Manfaat & Sains | ${brand.name}`,
    description: `Cara grounding (earthing) berfungsi, dapatan ${claims.studies} kajian tentang tidur, kesakitan dan peredaran darah, dan cara grounding di rumah dengan cadar dan tikar.`,
    heading: about.hero.heading,
    crumb: 'Tentang Grounding',
    article: { section: 'Sains', tags: ['grounding', 'earthing', 'tidur', 'penyelidikan'] },
  },
  faq: {
    path: '/faq',
    title: `FAQ Grounding: Jawapan kepada Soalan Anda | ${brand.name}`,
    description: 'Jawapan tentang grounding, keselamatan, pemasangan, penggunaan harian dan sains di sebalik cadar, tikar dan aksesori kami.',
    heading: 'Soalan Lazim',
    crumb: 'FAQ',
    intro: 'Semua yang anda ingin tahu tentang grounding, produk kami dan pesanan anda.',
    article: { section: 'Bantuan', tags: ['grounding', 'FAQ'] },
  },
  contact: {
    path: '/contact',
    title: `Hubungi Kami | ${brand.name}`,
    description: `Soalan grounding atau pesanan? Hubungi ${contact.email} atau ${contact.phone} (${ms(contact.phoneHours)}). Dibalas dalam ${ms(contact.responseTime)}.`,
    heading: 'Hubungi Kami',
    crumb: 'Hubungi',
    intro: `Kami membalas dalam masa ${ms(contact.responseTime)}.`,
  },
  testimonials: {
    path: '/testimonials',
    title: `Ulasan & Kisah Pelanggan | ${brand.name}`,
    description: `Dinilai ${claims.ratingText} daripada ${claims.reviewCountText}+ ulasan. Kisah sebenar pelanggan yang tidur lebih lena, kurang sakit dan lebih bertenaga.`,
    heading: 'Kisah dan Ulasan Pelanggan',
    crumb: 'Testimoni',
    article: { section: 'Ulasan', tags: ['ulasan', 'testimoni'] },
  },
  shippingPolicy: {
    path: '/shipping-policy',
    title: `Dasar Penghantaran | ${brand.name}`,
    description: `Penghantaran di Singapura dalam ${ms(shipping.domesticDelivery)}, percuma melebihi $${shipping.domesticFreeThreshold}. Penghantaran antarabangsa dalam ${ms(shipping.internationalDelivery)}.`,
    heading: 'Dasar Penghantaran',
    crumb: 'Dasar Penghantaran',
    intro: `Penghantaran berjejak di seluruh Singapura dalam ${ms(shipping.domesticDelivery)}, dan ke seluruh dunia dalam ${ms(shipping.internationalDelivery)}.`,
    article: { section: 'Dasar', tags: ['penghantaran', 'hantaran'] },
  },
  returnPolicy: {
    path: '/return-policy',
    title: `Dasar Pemulangan & Waranti | ${brand.name}`,
    description: `Cara pemulangan, bayaran balik dan waranti pembuatan ${returns.warrantyMonths} bulan kami berfungsi, langkah demi langkah.`,
    heading: 'Dasar Pemulangan',
    crumb: 'Dasar Pemulangan',
    intro: `Pulangkan item yang belum dibuka dalam masa ${returns.unopenedDays} hari, dan setiap produk dilindungi waranti pembuatan ${returns.warrantyMonths} bulan.`,
    article: { section: 'Dasar', tags: ['pemulangan', 'bayaran balik', 'waranti'] },
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: `Dasar Privasi | ${brand.name}`,
    description: 'Maklumat yang dikumpul oleh kedai kami, sebabnya, siapa yang memprosesnya dan pilihan yang anda ada.',
    heading: 'Dasar Privasi',
    crumb: 'Dasar Privasi',
    article: { section: 'Dasar', tags: ['privasi'] },
  },
  limitedOffers: {
    path: '/limited-offers',
    title: `Tawaran Terhad Produk Grounding | ${brand.name}`,
    // English quotes "$50" as typed; here it is the cart's threshold, the amount the same.
    description: `Beli seluruh rangkaian grounding kami: cadar, tikar, kit dan aksesori, dengan penghantaran domestik percuma melebihi $${cart.freeShippingThreshold}.`,
    heading: 'Tawaran Terhad',
    crumb: 'Tawaran Terhad',
    intro: `Seluruh rangkaian kami di satu tempat, dengan penghantaran domestik percuma untuk pesanan melebihi $${cart.freeShippingThreshold}.`,
  },
  sleepProducts: {
    path: '/sleep-products',
    title: `Cadar Grounding & Topper Tilam | ${brand.name}`,
    description: 'Cadar rata, cadar getah dan topper tilam grounding untuk tidur sambil grounding, setiap malam.',
    heading: 'Cadar Grounding',
    crumb: 'Cadar Grounding',
    intro: 'Tidur sambil grounding: cadar dan topper yang menghubungkan anda dengan bumi semasa anda berehat.',
  },
  matsProducts: {
    path: '/mats-products',
    title: `Tikar Grounding untuk Meja, Lantai & Yoga | ${brand.name}`,
    description: 'Tikar grounding untuk meja, lantai dan amalan yoga anda.',
    heading: 'Tikar Grounding',
    crumb: 'Tikar Grounding',
    intro: 'Kekal dibumikan semasa anda bekerja, berehat atau beryoga.',
  },
  shopAll: {
    path: '/shop-all',
    title: `Semua Produk Grounding | ${brand.name}`,
    description: 'Setiap cadar, tikar, kit dan aksesori grounding yang kami jual, di satu tempat.',
    heading: 'Semua Produk',
    crumb: 'Semua Produk',
    intro: 'Setiap produk grounding yang kami hasilkan, di satu tempat.',
  },
  accessories: {
    path: '/accessories',
    title: `Aksesori Grounding: Kord, Penyesuai & Penguji | ${brand.name}`,
    description: 'Kord pembumian ganti, penyesuai palam dan penguji soket untuk produk grounding anda.',
    heading: 'Aksesori',
    crumb: 'Aksesori',
    intro: 'Kord, penyesuai dan penguji untuk memasang dan menyemak produk grounding anda.',
  },
  notFound: {
    path: '',
    title: errorCopy.notFoundTitle,
    description: 'Halaman yang anda cari tidak wujud.',
    heading: errorCopy.notFoundHeading,
    crumb: 'Halaman tidak ditemui',
  },
}
