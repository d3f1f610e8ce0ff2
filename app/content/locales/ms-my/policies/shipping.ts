import type { markets } from '#shared/markets'
import { contact, currency, shipping } from '#shared/shop'
import type * as en from '../../../policies/shipping'
import type { Card, Faq, Link } from '../../../policies/types'
import type { Translation } from '../../translation'
import { dollars, joinList } from './format'

export type { ParcelStage, ShippingTab, ShippingTabId } from '../../../policies/shipping'

/** The shop's English figures ('1-2 business days', '2:00 PM SGT', '+2-5 days') in Malay, their numbers as the rules give them. */
const ms = (value: string) =>
  value
    .replace(/\bMon-Fri\b/g, 'Isnin-Jumaat,')
    .replace(/\b(\d{1,2}):(\d\d) PM\b/g, '$1.$2 petang')
    .replace(/\b(\d{1,2}):(\d\d) AM\b/g, '$1.$2 pagi')
    .replace(/\b(\d{1,2})(?::(\d\d))?am\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} pagi`)
    .replace(/\b(\d{1,2})(?::(\d\d))?pm\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} petang`)
    .replace(/\bon business days\b/g, 'pada hari bekerja')
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bhours?\b/g, 'jam')
    .replace(/\bdays?\b/g, 'hari')

/** The names shared/shop.ts gives in English, as Malay names them, keyed by the shared value. */
const countries: Record<(typeof markets)[number]['name'] | (typeof shipping.deMinimis)[number]['country'], string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Syarikat',
  Canada: 'Kanada',
  'United Kingdom': 'United Kingdom',
  'European Union': 'Kesatuan Eropah',
}
const country = (name: string) => countries[name as keyof typeof countries] ?? name
const regions: Record<(typeof shipping.regionalEstimates)[number]['region'], string> = {
  Malaysia: 'Malaysia',
  'Asia-Pacific': 'Asia Pasifik',
  'North America': 'Amerika Utara',
  Europe: 'Eropah',
  'Middle East': 'Timur Tengah',
}
const seasons: Record<(typeof shipping.peakDelays)[number]['season'], string> = {
  'Chinese New Year': 'Tahun Baru Cina',
  'Mid-year sales': 'Jualan pertengahan tahun',
  'Year-end sales': 'Jualan akhir tahun',
  'Christmas/New Year': 'Krismas/Tahun Baru',
}
const stages: Record<(typeof shipping.parcelProgression)[number], string> = {
  'Order processed': 'Pesanan diproses',
  Dispatched: 'Diserahkan kepada kurier',
  'In transit': 'Dalam transit',
  'Out for delivery': 'Dalam penghantaran',
  Delivered: 'Berjaya dihantar',
}

const flat = dollars(shipping.domesticFlatRate)
const free = dollars(shipping.domesticFreeThreshold)
const intlFree = dollars(shipping.internationalFreeThreshold)
const freeCountries = joinList(shipping.internationalFreeCountries.map(country))
/** Each market's own threshold, in its currency, and where it applies. */
const localThresholds = joinList(shipping.internationalFreeThresholds.map((t) => `${t.threshold} ke ${country(t.country)}`))
const insured = dollars(shipping.insuranceThreshold)
const escalation = shipping.trackingEscalationDays
const response = `${shipping.supportResponseHours} jam`
const deMinimisText = joinList(shipping.deMinimis.map((d) => `${country(d.country)} ${d.threshold}`))
const peakText = joinList(shipping.peakDelays.map((p) => `${seasons[p.season] ?? p.season} ${ms(p.delay)}`))
/** A stage the table does not name (yet) keeps the shop's name for it. */
const stageName = (name: (typeof shipping.parcelProgression)[number]): string => stages[name] ?? name
const firstStage = stageName(shipping.parcelProgression[0]).toLowerCase()
const lastStage = stageName(shipping.parcelProgression[shipping.parcelProgression.length - 1]!).toLowerCase()
const atCheckout = 'Dikira semasa daftar keluar'

const stageText = [
  `Kami telah menerima pesanan anda dan sedang membungkusnya. Proses ini mengambil masa ${ms(shipping.processingDays)}.`,
  'Bungkusan anda sudah bersama kurier, dan pautan penjejakan anda sedang dihantar ke peti masuk anda.',
  `Bungkusan anda dalam perjalanan: ${ms(shipping.domesticDelivery)} di Singapura, ${ms(shipping.internationalDelivery)} ke luar negara.`,
  'Kurier sedang membawa bungkusan anda ke pintu rumah anda hari ini.',
  `Bungkusan anda telah tiba. Jika ada yang rosak, maklumkan kami dalam masa ${shipping.damageReportDays} hari.`,
]

const tabs: Translation<en.ShippingTab[]> = [
  {
    id: 'domestic',
    label: 'Domestik',
    heading: 'Penghantaran di Singapura',
    intro: `Setiap pesanan di Singapura dihantar dengan kadar rata ${flat}, dan percuma apabila pesanan anda mencecah ${free}. Penghantaran mengambil masa ${ms(shipping.domesticDelivery)} selepas diserahkan kepada kurier.`,
    tables: [
      {
        caption: 'Kadar penghantaran di Singapura',
        columns: ['Nilai pesanan', 'Penghantaran', 'Tempoh penghantaran'],
        rows: [
          [`Bawah ${free}`, `Kadar rata ${flat}`, ms(shipping.domesticDelivery)],
          [`${free} ke atas`, 'Percuma', ms(shipping.domesticDelivery)],
        ],
      },
    ],
    sections: [
      {
        title: 'Pemprosesan dan waktu tutup harian',
        paragraphs: [
          `Kami membungkus dan menyerahkan pesanan anda kepada kurier dalam masa ${ms(shipping.processingDays)}.`,
          `Pesanan yang dibuat sebelum ${ms(shipping.cutoff)} pada hari bekerja diproses pada hari yang sama. Pesanan yang dibuat selepas itu, atau pada hujung minggu atau cuti umum, diproses pada hari bekerja berikutnya.`,
        ],
      },
      {
        title: 'Percubaan penghantaran',
        paragraphs: [
          `Kurier kami membuat ${shipping.domesticAttempts} percubaan penghantaran. Jika tiada orang di rumah, anda akan menerima notis yang memberitahu titik pengambilan tempat bungkusan anda disimpan.`,
        ],
      },
      {
        title: 'Mengambil di titik pengambilan',
        paragraphs: [
          `Sila ambil bungkusan anda dalam masa ${shipping.pickupWindowDays} hari. Bungkusan yang dibiarkan lebih lama akan dihantar balik kepada kami; hubungi kami dan kami akan menguruskan penghantaran semula.`,
        ],
      },
    ],
  },
  {
    id: 'international',
    label: 'Antarabangsa',
    heading: 'Penghantaran antarabangsa',
    intro: `Kami menghantar ke seluruh dunia. Penghantaran mengambil masa ${ms(shipping.internationalDelivery)}, dan kosnya dikira semasa daftar keluar berdasarkan alamat dan pesanan anda. Pesanan ${intlFree} ke atas dihantar percuma ke ${freeCountries}.`,
    tables: [
      {
        caption: 'Anggaran penghantaran mengikut rantau',
        columns: ['Rantau', 'Anggaran penghantaran'],
        rows: shipping.regionalEstimates.map((r) => [regions[r.region], `${r.days} hari bekerja`]),
      },
      {
        caption: 'Kos penghantaran antarabangsa',
        columns: ['Destinasi', 'Pesanan lebih kecil', 'Percuma untuk pesanan'],
        rows: [
          ...shipping.internationalFreeThresholds.map((t) => [country(t.country), atCheckout, `${t.threshold} ke atas`]),
          ['Semua negara lain', atCheckout, 'Tidak ditawarkan'],
        ],
      },
    ],
    sections: [
      {
        title: 'Percubaan penghantaran di luar negara',
        paragraphs: [
          `Kurier di luar negara membuat ${shipping.internationalAttempts} percubaan penghantaran sebelum bungkusan disimpan untuk diambil atau dihantar balik kepada kami.`,
        ],
      },
      {
        title: 'Kastam, duti dan cukai',
        paragraphs: [
          'Duti import dan cukai ditetapkan oleh negara anda, tidak termasuk dalam harga kami atau kos penghantaran, dan dibayar kepada kurier atau kastam semasa bungkusan tiba.',
          'Banyak negara tidak mengenakan apa-apa bagi bungkusan yang bernilai kurang daripada nilai de minimis:',
        ],
        table: {
          caption: 'Had bebas duti (de minimis)',
          columns: ['Destinasi', 'Tiada duti bagi bungkusan sehingga'],
          rows: shipping.deMinimis.map((d) => [country(d.country), d.threshold]),
        },
      },
      {
        title: 'Penghantaran antarabangsa percuma',
        paragraphs: [
          `Pesanan ${intlFree} ke atas dihantar percuma ke ${freeCountries}. Setiap pasaran ini menetapkan angkanya dalam mata wangnya sendiri: ${localThresholds}. Bagi setiap destinasi lain, dan bagi pesanan yang lebih kecil, daftar keluar menunjukkan kos yang tepat sebelum anda membayar.`,
        ],
      },
      {
        title: 'Harga dan mata wang',
        paragraphs: [
          `Jumlah di halaman ini adalah dalam dolar Singapura (${currency.code}) melainkan mata wang lain dinyatakan. Kedai memaparkan harga dalam mata wang pasaran anda, dan daftar keluar mengenakan caj dalam mata wang tersebut.`,
        ],
      },
    ],
  },
  {
    id: 'tracking',
    label: 'Penjejakan',
    heading: 'Menjejak bungkusan anda',
    intro: 'Sebaik sahaja bungkusan anda meninggalkan kami, kami akan e-melkan pautan penjejakan kepada anda. Bungkusan anda melalui peringkat-peringkat ini:',
    tables: [],
    sections: [
      {
        title: 'Tiada kemas kini penjejakan?',
        paragraphs: [
          `Jika status penjejakan anda tidak berubah selama ${escalation.domestic}+ hari (Singapura) atau ${escalation.international}+ hari (antarabangsa), hubungi kami dengan nombor pesanan anda dan kami akan menyusuli kurier bagi pihak anda.`,
        ],
      },
      {
        title: 'Kelewatan musim puncak',
        paragraphs: ['Kurier paling sibuk sekitar musim cuti dan jualan besar. Peruntukkan masa tambahan pada tempoh-tempoh ini:'],
        table: {
          caption: 'Masa penghantaran tambahan pada musim puncak',
          columns: ['Tempoh', 'Masa tambahan'],
          rows: shipping.peakDelays.map((p) => [seasons[p.season] ?? p.season, ms(p.delay)]),
        },
      },
      {
        title: 'Alamat salah atau tidak lengkap',
        paragraphs: [
          'Sila semak alamat anda semasa daftar keluar. Jika anda ternampak kesilapan, hubungi kami dengan segera: kami boleh membetulkannya sebelum bungkusan anda diserahkan kepada kurier, dan selepas itu kami akan meminta kurier mengubah hala bungkusan jika boleh.',
        ],
      },
    ],
  },
  {
    id: 'support',
    label: 'Bantuan',
    heading: 'Masalah dan bantuan',
    intro: `Ada yang tidak kena dengan penghantaran anda? Pasukan kami menjawab setiap mesej dalam masa ${response}.`,
    tables: [],
    sections: [
      {
        title: 'Rosak semasa penghantaran',
        paragraphs: [
          `Laporkan sebarang kerosakan dalam masa ${shipping.damageReportDays} hari selepas penghantaran, bersama foto bungkusan dan produk. Kami akan menggantikannya atau membuat bayaran balik, dan kami membayar kos penghantaran.`,
        ],
        link: { label: 'Baca dasar pemulangan kami', to: '/return-policy' },
      },
      {
        title: 'Membatalkan pesanan',
        paragraphs: [
          `Anda boleh membatalkan pesanan untuk bayaran balik penuh dalam masa ${shipping.cancellationHours} jam selepas membuat pesanan, selagi pesanan anda belum dihantar.`,
        ],
      },
      {
        title: 'Penghantaran berinsurans',
        paragraphs: [
          `Penghantaran bernilai ${insured} ke atas diinsuranskan secara automatik, tanpa kos kepada anda. Jika bungkusan yang diinsuranskan hilang, kami akan menghantar gantian atau membuat bayaran balik sepenuhnya.`,
          'Jika bungkusan yang bernilai lebih rendah hilang, hubungi kami dan kami akan membuka siasatan dengan kurier.',
        ],
      },
      {
        title: 'Mendapatkan bantuan',
        paragraphs: [
          `Tulis kepada ${contact.email} atau hubungi ${contact.phone} (${ms(contact.phoneHours)}). Sediakan nombor pesanan anda dan kami akan menjawab dalam masa ${response}.`,
        ],
        link: { label: 'Hantar mesej kepada kami', to: '/contact' },
      },
    ],
  },
]

const faqs: Translation<Faq[]> = [
  {
    question: 'Berapakah kos penghantaran di Singapura?',
    answer: `Kadar rata ${flat} bagi setiap pesanan, dan percuma sepenuhnya untuk pesanan ${free} ke atas.`,
  },
  {
    question: 'Bilakah pesanan saya akan dihantar?',
    answer: `Dalam masa ${ms(shipping.processingDays)}. Pesanan yang dibuat sebelum ${ms(shipping.cutoff)} pada hari bekerja diproses pada hari yang sama.`,
  },
  {
    question: 'Berapa lama penghantaran di Singapura?',
    answer: `${ms(shipping.domesticDelivery)} selepas diserahkan kepada kurier, dengan ${shipping.domesticAttempts} percubaan penghantaran. Jika anda terlepas kurier, ambil bungkusan anda di titik pengambilan dalam masa ${shipping.pickupWindowDays} hari.`,
  },
  {
    question: 'Adakah anda menghantar ke luar Singapura?',
    answer: `Ya, ke seluruh dunia, dalam ${ms(shipping.internationalDelivery)}. Kosnya dikira semasa daftar keluar, dan pesanan ${intlFree} ke atas dihantar percuma ke ${freeCountries}.`,
  },
  {
    question: 'Adakah saya perlu membayar duti kastam?',
    answer: `Mungkin: duti dan cukai import ditetapkan oleh negara anda dan dibayar semasa bungkusan tiba. Banyak negara tidak mengenakan apa-apa di bawah nilai de minimis, contohnya ${deMinimisText}.`,
  },
  {
    question: 'Bagaimanakah cara menjejak pesanan saya?',
    answer: `Kami akan e-melkan pautan penjejakan kepada anda sebaik sahaja bungkusan anda diserahkan kepada kurier. Ikuti pautan itu untuk melihat setiap peringkat, daripada ${firstStage} hingga ${lastStage}.`,
  },
  {
    question: 'Status penjejakan saya tidak bergerak. Apa yang patut saya lakukan?',
    answer: `Tunggu ${escalation.domestic} hari di Singapura atau ${escalation.international} hari di luar negara. Jika masih tiada kemas kini, hubungi kami dengan nombor pesanan anda dan kami akan menyusuli kurier.`,
  },
  {
    question: 'Bungkusan saya tiba dalam keadaan rosak. Apa sekarang?',
    answer: `Maklumkan kami dalam masa ${shipping.damageReportDays} hari selepas penghantaran dan hantarkan foto. Kami akan menggantikan item itu atau membuat bayaran balik dan membayar kos penghantaran. Penghantaran bernilai ${insured} ke atas juga diinsuranskan secara automatik.`,
  },
  {
    question: 'Bolehkah saya membatalkan pesanan saya?',
    answer: `Ya, dengan bayaran balik penuh, dalam masa ${shipping.cancellationHours} jam selepas membuat pesanan dan sebelum pesanan dihantar.`,
  },
  {
    question: 'Adakah musim cuti akan melambatkan penghantaran saya?',
    answer: `Mungkin, kerana kurier berada pada waktu paling sibuk. Masa tambahan yang biasa: ${peakText}.`,
  },
]

export const shippingCopy: Translation<typeof en.shippingCopy> = {
  summaryHeading: 'Ringkasan penghantaran',
  summary: [
    { icon: 'truck', title: `Penghantaran percuma di Singapura melebihi ${free}`, text: `Kadar rata ${flat} bagi pesanan yang lebih kecil.` },
    {
      icon: 'clock',
      title: `Dihantar dalam ${ms(shipping.processingDays)}`,
      text: `Buat pesanan sebelum ${ms(shipping.cutoff)} pada hari bekerja untuk pemprosesan pada hari yang sama.`,
    },
    {
      icon: 'map-pin',
      title: `Singapura: ${ms(shipping.domesticDelivery)}`,
      text: `${shipping.domesticAttempts} percubaan penghantaran, kemudian ambil di titik pengambilan dalam masa ${shipping.pickupWindowDays} hari.`,
    },
    {
      icon: 'globe',
      title: `Seluruh dunia: ${ms(shipping.internationalDelivery)}`,
      text: `Kos dikira semasa daftar keluar; percuma untuk pesanan ${intlFree}+ ke ${freeCountries}.`,
    },
  ] satisfies Translation<Card[]>,
  detailsHeading: 'Butiran penghantaran',
  tabsLabel: 'Maklumat penghantaran',
  tabs,
  defaultTab: 'domestic',
  progressionLabel: 'Kemajuan bungkusan',
  progression: shipping.parcelProgression.map((name, i) => ({ name: stageName(name), text: stageText[i] ?? '' })),
  faqHeading: 'Soalan tentang penghantaran',
  faqs,
  contactHeading: 'Masih ada soalan?',
  contactIntro: `Pasukan sokongan kami menjawab dalam masa ${response}.`,
  contactCards: {
    email: { title: 'E-mel kami', value: contact.email, href: `mailto:${contact.email}`, text: 'Tulis kepada kami pada bila-bila masa.' },
    phone: { title: 'Hubungi kami', value: contact.phone, href: contact.phoneHref, text: ms(contact.phoneHours) },
    response: { title: 'Masa maklum balas', value: `Dalam masa ${response}`, text: `Kami membalas dalam masa ${ms(contact.responseTime)}.` },
    form: {
      title: 'Borang hubungan',
      text: 'Hantar mesej kepada kami bersama nombor pesanan anda.',
      link: { label: 'Pergi ke halaman hubungan', to: '/contact' } satisfies Translation<Link>,
    },
  },
}
