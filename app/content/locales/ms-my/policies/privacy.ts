import { CONSENT_COOKIE } from '#shared/consent'
import { DISCOUNT_COOKIE, DISCOUNT_COOKIE_DAYS } from '#shared/discount-code'
import { brand, browserStorage, contact, formatAddress, newsletter, privacy } from '#shared/shop'
import { MARKET_COOKIE } from '~/lib/market-path'
import type * as en from '../../../policies/privacy'
import type { Translation } from '../../translation'

export type { PrivacySection } from '../../../policies/privacy'

/**
 * The privacy notice in Malay, as Malaysian notices word the PDPA's terms: data peribadi,
 * memproses, persetujuan, menarik balik persetujuan, akses dan pembetulan. The Act it names is
 * Singapore's, as in English.
 */

const minimumAge = privacy.minimumAge
const cartKey = browserStorage.cart
const cartAtStoreKey = browserStorage.cartAtStore

/** The shop's English hours ('Mon-Fri 9am-6pm SGT', '24 hours on business days') in Malay, their figures as they are. */
const ms = (value: string) =>
  value
    .replace(/\bMon-Fri\b/g, 'Isnin-Jumaat,')
    .replace(/\b(\d{1,2})(?::(\d\d))?am\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} pagi`)
    .replace(/\b(\d{1,2})(?::(\d\d))?pm\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} petang`)
    .replace(/\bon business days\b/g, 'pada hari bekerja')
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bhours?\b/g, 'jam')

/** English month names, should the date come formatted in English, as Malay names them. */
const months: Record<string, string> = {
  January: 'Januari',
  February: 'Februari',
  March: 'Mac',
  April: 'April',
  May: 'Mei',
  June: 'Jun',
  July: 'Julai',
  August: 'Ogos',
  September: 'September',
  October: 'Oktober',
  November: 'November',
  December: 'Disember',
}

const sections: Translation<en.PrivacySection[]> = [
  {
    id: 'introduction',
    title: 'Pengenalan',
    paragraphs: [
      `Dasar ini menerangkan data peribadi yang dikumpul oleh ${brand.legalName} (“${brand.name}”, “kami”) apabila anda menggunakan laman web ini, sebab kami mengumpulnya, siapa yang memprosesnya bagi pihak kami, dan pilihan yang anda ada. Kami mengendalikan data peribadi selaras dengan Akta Perlindungan Data Peribadi 2012 (PDPA) Singapura.`,
      'Kami mengumpul sangat sedikit data: laman ini tiada akaun dan tiada log masuk, tidak menerima bayaran sendiri, dan tidak memaparkan iklan. Laman ini mengukur cara kedai digunakan hanya setakat yang dibenarkan oleh pilihan kuki anda (lihat “Kuki dan storan setempat” di bawah).',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Maklumat yang kami kumpul',
    paragraphs: ['Kami hanya menyimpan apa yang anda berikan kepada kami, atau apa yang diperlukan oleh laman ini untuk berfungsi:'],
    points: [
      {
        lead: 'Troli anda.',
        text: `Produk dan kuantiti yang anda tambah disimpan dalam storan setempat pelayar anda sendiri, di bawah kunci “${cartKey}”, supaya troli anda masih ada apabila anda kembali. Data ini kekal pada peranti anda; ia hanya dihantar apabila anda memilih untuk membuat daftar keluar. Kod kad hadiah yang anda masukkan disimpan bersamanya, di bawah “${cartAtStoreKey}”, berserta jumlah yang dilindunginya menurut kedai, sehingga anda membuang kad itu, mengosongkan troli atau membuat pesanan.`,
      },
      {
        lead: 'Buletin.',
        text: `Apabila anda melanggan, kami menyimpan alamat e-mel anda dan kod diskaun peribadi ${newsletter.discountPercent}% yang kami hantar kepada anda, bersama bahasa halaman tempat anda melanggan, supaya e-mel kami kepada anda ditulis dalam bahasa itu.`,
      },
      {
        lead: 'Mesej hubungan.',
        text: 'Apabila anda menulis kepada kami melalui borang hubungan, kami menyimpan nama, alamat e-mel, nombor telefon (jika diberikan), subjek dan mesej anda, bersama bahasa halaman tempat anda menulis, supaya kami boleh membalas dalam bahasa itu.',
      },
      {
        lead: 'Ulasan.',
        text: 'Apabila anda menghantar ulasan, kami menyimpan nama, alamat e-mel, produk, penilaian, kisah anda dan sebarang foto yang anda pilih untuk ditambah. Kami menyimpan salinan setiap foto tanpa butiran kamera dan data lokasi yang mungkin terkandung dalam foto. Ulasan disemak dahulu sebelum apa-apa diterbitkan, dan alamat e-mel anda tidak sekali-kali diterbitkan.',
      },
      {
        lead: 'Permintaan stok semula.',
        text: 'Apabila anda meminta untuk dimaklumkan apabila produk yang habis dijual ada semula, kami menyimpan alamat e-mel anda, produk dan pilihan yang anda pilih serta bahasa halaman itu, dan menulis kepada anda sekali, apabila produk itu ada semula.',
      },
      {
        lead: 'Pesanan dan pembayaran.',
        text: 'Anda membuat daftar keluar dan membayar di halaman daftar keluar yang dihoskan oleh platform kedai kami, bukan di laman ini. Alamat penghantaran dan butiran pembayaran anda dihantar kepada platform kedai; laman ini tidak sekali-kali melihat atau menyimpan butiran kad anda.',
      },
      {
        lead: 'Log ralat.',
        text: 'Apabila sesuatu halaman tidak ditemui, pelayan kami merekodkan alamat yang diminta, supaya kami boleh membaiki pautan yang rosak.',
      },
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'Cara kami menggunakan maklumat anda',
    paragraphs: ['Kami menggunakan maklumat anda hanya untuk:'],
    points: [
      { text: 'menghantar buletin dan kod diskaun anda, selagi anda kekal melanggan;' },
      { text: 'memaklumkan anda sekali apabila produk yang anda tunggu ada semula;' },
      { text: 'menjawab mesej dan soalan anda;' },
      { text: 'menyemak dan menerbitkan ulasan (nama, penilaian, kisah dan foto anda, tidak sekali-kali alamat e-mel anda);' },
      { text: 'memenuhi pesanan, penghantaran, pemulangan dan tuntutan waranti anda;' },
      { text: 'memastikan laman ini terus berfungsi dan selamat.' },
    ],
    after: ['Kami tidak menjual data peribadi anda, dan kami tidak menggunakannya untuk pengiklanan atau pemprofilan.'],
  },
  {
    id: 'sharing',
    title: 'Pihak yang menerima data anda',
    paragraphs: [
      'Kami berkongsi data peribadi hanya dengan pembekal perkhidmatan yang mengendalikan kedai bagi pihak kami, dan hanya apa yang diperlukan oleh setiap pembekal:',
    ],
    points: [
      {
        lead: 'Shopify, platform kedai kami.',
        text: 'Shopify menyediakan katalog produk kami dan halaman daftar keluar yang dihoskan tempat anda membayar. Pesanan, alamat dan pembayaran anda dikendalikan di sana, tertakluk pada dasar privasi Shopify sendiri.',
      },
      {
        lead: 'Supabase, hos bahagian belakang kami.',
        text: 'Supabase menjalankan fungsi yang menerima langganan buletin, mesej hubungan dan ulasan, serta menyimpannya bersama foto ulasan.',
      },
      {
        lead: 'Perkhidmatan e-mel kami.',
        text: 'Perkhidmatan ini menghantar buletin, kod diskaun anda dan balasan kami kepada anda.',
      },
      {
        lead: 'Kurier.',
        text: 'Kurier menerima nama, alamat dan nombor telefon anda untuk menghantar pesanan anda.',
      },
    ],
    after: [
      'Pembekal ini mungkin memproses data di luar Singapura; kami menggunakan pembekal yang melindunginya pada tahap yang setanding dengan PDPA. Kami juga mendedahkan data peribadi apabila dikehendaki oleh undang-undang.',
    ],
  },
  {
    id: 'cookies',
    title: 'Kuki dan storan setempat',
    paragraphs: [
      'Laman ini menggunakan kuki analitik, pemasaran atau keutamaan hanya setakat yang dibenarkan oleh tetapan kuki anda. Pelawat dari Kesatuan Eropah, Kawasan Ekonomi Eropah, United Kingdom dan Switzerland ditanya terlebih dahulu, dan tiada kuki sedemikian digunakan sehingga mereka membuat pilihan. Di tempat lain, kuki ini dibenarkan melainkan anda mematikannya; jika pelayar anda menghantar isyarat Global Privacy Control, pemasaran dan penjualan atau perkongsian data anda kekal dimatikan.',
      `Jika anda membenarkan analitik, halaman yang anda lawati memberitahu platform kedai kami halaman dan produk yang anda lihat, apa yang anda cari dan apa yang anda tambah ke troli, bersama dua pengecam rawak yang disimpan dalam kuki bernama “_shopify_y” (selama setahun) dan “_shopify_s” (selama 30 minit selepas halaman terakhir anda), supaya kami dapat melihat cara kedai ini digunakan. Halaman itu juga melaporkan seberapa pantas setiap halaman dimuatkan dan bertindak balas terhadap sentuhan anda, bersama jenis halaman dan jenis peranti anda (telefon atau komputer). Tiada alamat atau nama disertakan, dan kami menyimpan data ini selama ${privacy.analyticsRetentionDays} hari.`,
      `Pilihan anda disimpan selama setahun dalam kuki bernama “${CONSENT_COOKIE}”, dan negara tempat anda membeli-belah, jika anda memilihnya, dalam kuki bernama “${MARKET_COOKIE}”. Kedua-duanya diperlukan supaya laman ini berfungsi seperti yang anda minta.`,
      `Pautan diskaun (contohnya dalam e-mel kami) menyimpan kodnya untuk troli anda dalam kuki bernama “${DISCOUNT_COOKIE}”, selama sehingga ${DISCOUNT_COOKIE_DAYS} hari atau sehingga kod itu berada dalam troli anda.`,
      `Laman ini menyimpan troli anda dalam storan setempat pelayar anda di bawah “${cartKey}”. Anda boleh membuangnya pada bila-bila masa dengan mengosongkan troli atau memadamkan data laman ini dalam pelayar anda.`,
      'Halaman daftar keluar yang dihoskan, yang dikendalikan oleh platform kedai kami, mungkin menetapkan kukinya sendiri untuk melengkapkan pesanan anda dengan selamat. Kuki tersebut tertakluk pada dasar privasi platform kedai.',
    ],
    points: [{ lead: 'Ubah pilihan anda pada bila-bila masa:', text: 'Tetapan kuki', href: '/cookie-preferences' }],
  },
  {
    id: 'security',
    title: 'Cara kami melindunginya',
    paragraphs: [
      'Data yang anda hantar kepada kami melalui sambungan yang disulitkan dan disimpan dengan hos bahagian belakang kami, dengan akses terhad kepada mereka yang memerlukannya untuk berkhidmat kepada anda.',
      'Butiran pembayaran tidak sekali-kali sampai kepada kami: anda membayar di halaman daftar keluar yang dihoskan. Tiada sistem yang selamat sepenuhnya, tetapi jika berlaku pelanggaran data yang menjejaskan data anda, kami akan memaklumkan anda dan Suruhanjaya Perlindungan Data Peribadi (PDPC), seperti yang dikehendaki oleh PDPA.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Hak anda',
    paragraphs: ['Anda boleh meminta kami pada bila-bila masa untuk:'],
    points: [
      { text: 'memberitahu anda data peribadi yang kami simpan tentang anda dan cara kami menggunakannya;' },
      { text: 'membetulkan apa-apa yang salah;' },
      { text: 'memadamkan data anda, atau berhenti menghantar buletin kepada anda;' },
      { text: 'menarik balik persetujuan anda bagi sebarang penggunaan data anda.' },
    ],
    after: [
      `Tulis kepada ${contact.email}. Kami membalas dalam masa ${ms(contact.responseTime)}, dan mungkin meminta anda mengesahkan identiti anda terlebih dahulu.`,
    ],
  },
  {
    id: 'children',
    title: 'Kanak-kanak',
    paragraphs: [
      `Laman ini dan produk kami bukan untuk kanak-kanak di bawah umur ${minimumAge} tahun. Kami tidak dengan sengaja mengumpul data peribadi daripada kanak-kanak di bawah umur ${minimumAge} tahun; jika anda percaya seorang kanak-kanak telah menghantar butiran mereka kepada kami, hubungi kami dan kami akan memadamkannya.`,
    ],
  },
  {
    id: 'changes',
    title: 'Perubahan pada dasar ini',
    paragraphs: [
      'Kami mengemas kini dasar ini setiap kali kedai mengubah apa yang dikumpulnya atau siapa yang memprosesnya. Halaman ini sentiasa memaparkan dasar yang berkuat kuasa, dengan tarikhnya di bahagian atas.',
    ],
  },
  {
    id: 'contact',
    title: 'Hubungi kami',
    paragraphs: ['Untuk sebarang soalan tentang data peribadi anda, hubungi kami:'],
    points: [
      { lead: 'E-mel:', text: contact.email, href: `mailto:${contact.email}` },
      { lead: 'Telefon:', text: `${contact.phone} (${ms(contact.phoneHours)})`, href: contact.phoneHref },
      { lead: 'Pos:', text: `${brand.legalName}, ${formatAddress()}` },
    ],
  },
]

export const privacyCopy: Translation<typeof en.privacyCopy> = {
  tocLabel: 'Di halaman ini',
  sections,
}

/** The policy's date line, worded by the loader. */
export const lastUpdated: Translation<typeof en.lastUpdated> = (date: string) => `Kemas kini terakhir: ${date.replace(/[A-Z][a-z]+/g, (m) => months[m] ?? m)}`
