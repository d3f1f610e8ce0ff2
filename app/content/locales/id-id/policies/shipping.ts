import { contact, currency, shipping } from '#shared/shop'
import type * as en from '../../../policies/shipping'
import type { ParcelStage, ShippingTab, ShippingTabId } from '../../../policies/shipping'
import type { Card, Faq, Link } from '../../../policies/types'
import type { Translation } from '../../translation'
import { amountIn } from '../market-shipping'
import { capitalize, dollars, joinList } from './format'

export type { ParcelStage, ShippingTab, ShippingTabId } from '../../../policies/shipping'

/** The shop's durations and times in Indonesian words: `1–3 hari kerja`, `+2–5 hari`, `14.00 SGT`. */
const units = (s: string) =>
  s
    .replace(/(\d)-(\d)/g, '$1–$2')
    .replace(/ on business days/, ' pada hari kerja')
    .replace(/business days?/, 'hari kerja')
    .replace(/hours?/, 'jam')
    .replace(/days?/, 'hari')
const clock = (hour: string, half: string) => String((Number(hour) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0)).padStart(2, '0')
const dayNames: Record<string, string> = { Mon: 'Senin', Tue: 'Selasa', Wed: 'Rabu', Thu: 'Kamis', Fri: 'Jumat', Sat: 'Sabtu', Sun: 'Minggu' }
const hours = (s: string) =>
  s
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)-(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/, (_, a: string, b: string) => `${dayNames[a]}–${dayNames[b]},`)
    .replace(/(\d{1,2})(am|pm)-(\d{1,2})(am|pm)/, (_, h1: string, m1: string, h2: string, m2: string) => `${clock(h1, m1)}.00–${clock(h2, m2)}.00`)
const time = (s: string) => s.replace(/(\d{1,2}):(\d\d) ?(AM|PM)/i, (_, h: string, m: string, half: string) => `${clock(h, half)}.${m}`)

/** The shared data's names, in Indonesian; any other as it is. */
const places: Record<string, string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Serikat',
  Canada: 'Kanada',
  'United Kingdom': 'Inggris',
  'European Union': 'Uni Eropa',
  'Asia-Pacific': 'Asia-Pasifik',
  'North America': 'Amerika Utara',
  Europe: 'Eropa',
  'Middle East': 'Timur Tengah',
}
const place = (name: string) => places[name] ?? name
const seasons: Record<string, string> = {
  'Chinese New Year': 'Imlek',
  'Mid-year sales': 'promo pertengahan tahun',
  'Year-end sales': 'promo akhir tahun',
  'Christmas/New Year': 'Natal/Tahun Baru',
}
const season = (name: string) => seasons[name] ?? name
const stages: Record<string, string> = {
  'Order processed': 'Pesanan diproses',
  Dispatched: 'Dikirim',
  'In transit': 'Dalam perjalanan',
  'Out for delivery': 'Sedang diantar',
  Delivered: 'Diterima',
}
const stage = (name: string) => stages[name] ?? name

const flat = dollars(shipping.domesticFlatRate)
const free = dollars(shipping.domesticFreeThreshold)
const intlFree = dollars(shipping.internationalFreeThreshold)
const freeCountries = joinList(shipping.internationalFreeCountries.map(place))
const localThresholds = joinList(shipping.internationalFreeThresholds.map((t) => `${amountIn(t, t.amount)} ke ${place(t.country)}`))
const insured = dollars(shipping.insuranceThreshold)
const escalation = shipping.trackingEscalationDays
const response = `${shipping.supportResponseHours} jam`
const deMinimisText = joinList(shipping.deMinimis.map((d) => `${place(d.country)} ${d.threshold}`))
const peakText = joinList(shipping.peakDelays.map((p) => `${season(p.season)} ${units(p.delay)}`))
const firstStage = stage(shipping.parcelProgression[0] ?? '').toLowerCase()
const lastStage = stage(shipping.parcelProgression.at(-1) ?? '').toLowerCase()
const atCheckout = 'Dihitung saat checkout'
const domestic = units(shipping.domesticDelivery)
const international = units(shipping.internationalDelivery)
const processing = units(shipping.processingDays)
const cutoff = time(shipping.cutoff)

const stageText = [
  `Pesanan Anda sudah kami terima dan sedang dikemas. Proses ini memerlukan ${processing}.`,
  'Paket Anda sudah diserahkan ke kurir, dan tautan pelacakan sedang dalam perjalanan ke kotak masuk Anda.',
  `Paket Anda sedang dalam perjalanan: ${domestic} di Singapura, ${international} ke luar negeri.`,
  'Kurir sedang mengantar paket Anda ke alamat Anda hari ini.',
  `Paket Anda telah tiba. Jika ada yang rusak, beri tahu kami dalam ${shipping.damageReportDays} hari.`,
]

const tabs: ShippingTab[] = [
  {
    id: 'domestic',
    label: 'Domestik',
    heading: 'Pengiriman di Singapura',
    intro: `Setiap pesanan di Singapura dikirim dengan tarif tetap ${flat}, dan gratis jika pesanan Anda mencapai ${free}. Pengiriman memerlukan ${domestic} setelah paket dikirim.`,
    tables: [
      {
        caption: 'Tarif pengiriman di Singapura',
        columns: ['Nilai pesanan', 'Ongkir', 'Waktu pengiriman'],
        rows: [
          [`Di bawah ${free}`, `Tarif tetap ${flat}`, domestic],
          [`${free} ke atas`, 'Gratis', domestic],
        ],
      },
    ],
    sections: [
      {
        title: 'Pemrosesan dan batas waktu harian',
        paragraphs: [
          `Kami mengemas dan menyerahkan pesanan Anda ke kurir dalam ${processing}.`,
          `Pesanan yang masuk sebelum pukul ${cutoff} pada hari kerja diproses di hari yang sama. Pesanan yang masuk setelahnya, atau pada akhir pekan atau hari libur nasional, diproses pada hari kerja berikutnya.`,
        ],
      },
      {
        title: 'Upaya pengantaran',
        paragraphs: [
          `Kurir kami melakukan ${units(shipping.domesticAttempts)} kali upaya pengantaran. Jika tidak ada orang di rumah, Anda akan menerima pemberitahuan tentang titik pengambilan tempat paket Anda disimpan.`,
        ],
      },
      {
        title: 'Mengambil di titik pengambilan',
        paragraphs: [
          `Mohon ambil paket Anda dalam ${shipping.pickupWindowDays} hari. Paket yang tidak diambil lebih lama dari itu akan dikembalikan kepada kami; hubungi kami dan kami akan mengatur pengiriman ulang.`,
        ],
      },
    ],
  },
  {
    id: 'international',
    label: 'Internasional',
    heading: 'Pengiriman internasional',
    intro: `Kami mengirim ke seluruh dunia. Pengiriman memerlukan ${international}, dan ongkirnya dihitung saat checkout berdasarkan alamat dan pesanan Anda. Pesanan ${intlFree} atau lebih dikirim gratis ke ${freeCountries}.`,
    tables: [
      {
        caption: 'Perkiraan waktu pengiriman per wilayah',
        columns: ['Wilayah', 'Perkiraan pengiriman'],
        rows: shipping.regionalEstimates.map((r) => [place(r.region), `${units(r.days)} hari kerja`]),
      },
      {
        caption: 'Ongkir internasional',
        columns: ['Tujuan', 'Pesanan lebih kecil', 'Gratis untuk pesanan mulai'],
        rows: [
          ...shipping.internationalFreeThresholds.map((t) => [place(t.country), atCheckout, amountIn(t, t.amount)]),
          ['Semua negara lain', atCheckout, 'Tidak tersedia'],
        ],
      },
    ],
    sections: [
      {
        title: 'Upaya pengantaran di luar negeri',
        paragraphs: [
          `Kurir di luar negeri melakukan ${shipping.internationalAttempts} kali upaya pengantaran sebelum paket disimpan untuk diambil atau dikembalikan kepada kami.`,
        ],
      },
      {
        title: 'Bea cukai, bea masuk, dan pajak',
        paragraphs: [
          'Bea masuk dan pajak impor ditetapkan oleh negara Anda, tidak termasuk dalam harga atau ongkir kami, dan dibayarkan kepada kurir atau bea cukai saat paket tiba.',
          'Banyak negara tidak memungut apa pun untuk paket yang nilainya di bawah batas de minimis:',
        ],
        table: {
          caption: 'Batas bebas bea (de minimis)',
          columns: ['Tujuan', 'Bebas bea untuk paket hingga'],
          rows: shipping.deMinimis.map((d) => [place(d.country), d.threshold]),
        },
      },
      {
        title: 'Gratis ongkir internasional',
        paragraphs: [
          `Pesanan ${intlFree} atau lebih dikirim gratis ke ${freeCountries}. Setiap pasar ini menetapkan angkanya dalam mata uangnya sendiri: ${localThresholds}. Untuk semua tujuan lain, dan untuk pesanan yang lebih kecil, checkout menampilkan ongkir pastinya sebelum Anda membayar.`,
        ],
      },
      {
        title: 'Harga dan mata uang',
        paragraphs: [
          `Nominal di halaman ini dalam dolar Singapura (${currency.code}) kecuali disebutkan mata uang lain. Toko menampilkan harga dalam mata uang pasar Anda, dan checkout menagih dalam mata uang tersebut.`,
        ],
      },
    ],
  },
  {
    id: 'tracking',
    label: 'Pelacakan',
    heading: 'Melacak paket Anda',
    intro: 'Begitu paket Anda meninggalkan gudang kami, kami mengirimkan tautan pelacakan melalui e-mail. Paket Anda melewati tahap-tahap berikut:',
    tables: [],
    sections: [
      {
        title: 'Status pelacakan tidak berubah?',
        paragraphs: [
          `Jika status pelacakan Anda tidak berubah selama ${escalation.domestic}+ hari (Singapura) atau ${escalation.international}+ hari (internasional), hubungi kami dengan nomor pesanan Anda dan kami akan menindaklanjutinya dengan kurir.`,
        ],
      },
      {
        title: 'Keterlambatan musim ramai',
        paragraphs: ['Kurir paling sibuk menjelang hari libur dan promo besar. Sediakan waktu tambahan pada periode berikut:'],
        table: {
          caption: 'Tambahan waktu pengiriman pada periode ramai',
          columns: ['Periode', 'Tambahan waktu'],
          rows: shipping.peakDelays.map((p) => [capitalize(season(p.season)), units(p.delay)]),
        },
      },
      {
        title: 'Alamat salah atau tidak lengkap',
        paragraphs: [
          'Mohon periksa alamat Anda saat checkout. Jika Anda menemukan kesalahan, segera hubungi kami: kami dapat memperbaikinya sebelum paket dikirim, dan setelah itu kami akan meminta kurir mengalihkannya jika memungkinkan.',
        ],
      },
    ],
  },
  {
    id: 'support',
    label: 'Bantuan',
    heading: 'Masalah dan bantuan',
    intro: `Ada masalah dengan pengiriman Anda? Tim kami membalas setiap pesan dalam ${response}.`,
    tables: [],
    sections: [
      {
        title: 'Rusak dalam pengiriman',
        paragraphs: [
          `Laporkan kerusakan apa pun dalam ${shipping.damageReportDays} hari sejak paket diterima, dengan foto paket dan produknya. Kami akan mengganti atau mengembalikan dana Anda, dan kami yang menanggung ongkirnya.`,
        ],
        link: { label: 'Baca kebijakan pengembalian kami', to: '/return-policy' },
      },
      {
        title: 'Membatalkan pesanan',
        paragraphs: [
          `Anda dapat membatalkan pesanan dengan pengembalian dana penuh dalam ${shipping.cancellationHours} jam setelah memesan, selama pesanan belum dikirim.`,
        ],
      },
      {
        title: 'Pengiriman berasuransi',
        paragraphs: [
          `Pengiriman senilai ${insured} atau lebih otomatis diasuransikan, tanpa biaya untuk Anda. Jika paket berasuransi hilang, kami mengirimkan pengganti atau mengembalikan dana Anda sepenuhnya.`,
          'Jika paket yang lebih kecil hilang, hubungi kami dan kami akan membuka investigasi dengan kurir.',
        ],
      },
      {
        title: 'Mendapatkan bantuan',
        paragraphs: [
          `Kirim email ke ${contact.email} atau telepon ${contact.phone} (${hours(contact.phoneHours)}). Siapkan nomor pesanan Anda dan kami akan membalas dalam ${response}.`,
        ],
        link: { label: 'Kirim pesan kepada kami', to: '/contact' },
      },
    ],
  },
]

const faqs: Faq[] = [
  {
    question: 'Berapa ongkir di Singapura?',
    answer: `Tarif tetap ${flat} per pesanan, dan gratis sama sekali untuk pesanan ${free} atau lebih.`,
  },
  {
    question: 'Kapan pesanan saya dikirim?',
    answer: `Dalam ${processing}. Pesanan yang masuk sebelum pukul ${cutoff} pada hari kerja diproses di hari yang sama.`,
  },
  {
    question: 'Berapa lama pengiriman di Singapura?',
    answer: `${domestic} setelah paket dikirim, dengan ${units(shipping.domesticAttempts)} kali upaya pengantaran. Jika Anda terlewat saat kurir datang, ambil paket Anda di titik pengambilan dalam ${shipping.pickupWindowDays} hari.`,
  },
  {
    question: 'Apakah Anda mengirim ke luar Singapura?',
    answer: `Ya, ke seluruh dunia, dalam ${international}. Ongkir dihitung saat checkout, dan pesanan ${intlFree} atau lebih dikirim gratis ke ${freeCountries}.`,
  },
  {
    question: 'Apakah saya harus membayar bea masuk?',
    answer: `Mungkin: bea masuk dan pajak impor ditetapkan oleh negara Anda dan dibayar saat paket tiba. Banyak negara tidak memungut apa pun di bawah batas de minimis, misalnya ${deMinimisText}.`,
  },
  {
    question: 'Bagaimana cara melacak pesanan saya?',
    answer: `Kami mengirimkan tautan pelacakan melalui e-mail begitu paket Anda dikirim. Buka tautan itu untuk melihat setiap tahap, dari ${firstStage} sampai ${lastStage}.`,
  },
  {
    question: 'Status pelacakan saya tidak bergerak. Apa yang harus saya lakukan?',
    answer: `Tunggu ${escalation.domestic} hari di Singapura atau ${escalation.international} hari di luar negeri. Jika masih belum ada pembaruan, hubungi kami dengan nomor pesanan Anda dan kami akan menindaklanjutinya dengan kurir.`,
  },
  {
    question: 'Paket saya tiba dalam keadaan rusak. Lalu bagaimana?',
    answer: `Beri tahu kami dalam ${shipping.damageReportDays} hari sejak paket diterima dan kirimkan fotonya. Kami akan mengganti barang atau mengembalikan dana dan menanggung ongkirnya. Pengiriman senilai ${insured} atau lebih juga otomatis diasuransikan.`,
  },
  {
    question: 'Bisakah saya membatalkan pesanan?',
    answer: `Bisa, dengan pengembalian dana penuh, dalam ${shipping.cancellationHours} jam setelah memesan dan sebelum pesanan dikirim.`,
  },
  {
    question: 'Apakah hari libur memperlambat pengiriman?',
    answer: `Bisa, karena kurir sedang sangat sibuk. Tambahan waktu yang umum: ${peakText}.`,
  },
]

export const shippingCopy: Translation<typeof en.shippingCopy> = {
  summaryHeading: 'Ringkasan pengiriman',
  summary: [
    { icon: 'truck', title: `Gratis ongkir di Singapura di atas ${free}`, text: `Tarif tetap ${flat} untuk pesanan yang lebih kecil.` },
    {
      icon: 'clock',
      title: `Dikirim dalam ${processing}`,
      text: `Pesan sebelum pukul ${cutoff} pada hari kerja agar diproses di hari yang sama.`,
    },
    {
      icon: 'map-pin',
      title: `Singapura: ${domestic}`,
      text: `${units(shipping.domesticAttempts)} kali upaya pengantaran, lalu ambil di titik pengambilan dalam ${shipping.pickupWindowDays} hari.`,
    },
    {
      icon: 'globe',
      title: `Seluruh dunia: ${international}`,
      text: `Ongkir tampil saat checkout; gratis untuk pesanan ${intlFree}+ ke ${freeCountries}.`,
    },
  ] satisfies Card[],
  detailsHeading: 'Detail pengiriman',
  tabsLabel: 'Informasi pengiriman',
  tabs,
  defaultTab: 'domestic' as ShippingTabId,
  progressionLabel: 'Perjalanan paket',
  progression: shipping.parcelProgression.map((name, i): ParcelStage => ({ name: stage(name), text: stageText[i] ?? '' })),
  faqHeading: 'Pertanyaan seputar pengiriman',
  faqs,
  contactHeading: 'Masih ada pertanyaan?',
  contactIntro: `Tim dukungan kami membalas dalam ${response}.`,
  contactCards: {
    email: { title: 'Kirim e-mail', value: contact.email, href: `mailto:${contact.email}`, text: 'Tulis kepada kami kapan saja.' },
    phone: { title: 'Telepon kami', value: contact.phone, href: contact.phoneHref, text: hours(contact.phoneHours) },
    response: { title: 'Waktu respons', value: `Dalam ${response}`, text: `Kami membalas dalam ${units(contact.responseTime)}.` },
    form: {
      title: 'Formulir kontak',
      text: 'Kirim pesan kepada kami dengan menyertakan nomor pesanan Anda.',
      link: { label: 'Buka halaman kontak', to: '/contact' } satisfies Link,
    },
  },
}
