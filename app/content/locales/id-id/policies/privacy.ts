import { CONSENT_COOKIE } from '#shared/consent'
import { DISCOUNT_COOKIE, DISCOUNT_COOKIE_DAYS } from '#shared/discount-code'
import { brand, browserStorage, contact, formatAddress, newsletter, privacy } from '#shared/shop'
import { MARKET_COOKIE } from '~/lib/market-path'
import type * as en from '../../../policies/privacy'
import type { PrivacySection } from '../../../policies/privacy'
import type { Translation } from '../../translation'

export type { PrivacySection } from '../../../policies/privacy'

/** The shop's hours and durations in Indonesian words. */
const units = (s: string) =>
  s
    .replace(/(\d)-(\d)/g, '$1–$2')
    .replace(/ on business days/, ' pada hari kerja')
    .replace(/business days?/, 'hari kerja')
    .replace(/hours?/, 'jam')
    .replace(/days?/, 'hari')
const dayNames: Record<string, string> = { Mon: 'Senin', Tue: 'Selasa', Wed: 'Rabu', Thu: 'Kamis', Fri: 'Jumat', Sat: 'Sabtu', Sun: 'Minggu' }
const clock = (hour: string, half: string) => `${String((Number(hour) % 12) + (half === 'pm' ? 12 : 0)).padStart(2, '0')}.00`
const hours = (s: string) =>
  s
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)-(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/, (_, a: string, b: string) => `${dayNames[a]}–${dayNames[b]},`)
    .replace(/(\d{1,2})(am|pm)-(\d{1,2})(am|pm)/, (_, h1: string, m1: string, h2: string, m2: string) => `${clock(h1, m1)}–${clock(h2, m2)}`)

const minimumAge = privacy.minimumAge
const cartKey = browserStorage.cart
const cartAtStoreKey = browserStorage.cartAtStore

const sections: PrivacySection[] = [
  {
    id: 'introduction',
    title: 'Pendahuluan',
    paragraphs: [
      `Kebijakan ini menjelaskan data pribadi apa yang dikumpulkan ${brand.legalName} (“${brand.name}”, “kami”) saat Anda menggunakan situs web ini, mengapa kami mengumpulkannya, siapa yang memprosesnya untuk kami, dan pilihan yang Anda miliki. Kami menangani data pribadi sesuai dengan Personal Data Protection Act 2012 (PDPA) Singapura.`,
      'Kami mengumpulkan sangat sedikit data: situs ini tidak memiliki akun dan tidak memerlukan login, tidak memproses pembayaran sendiri, serta tidak menampilkan iklan. Situs ini mengukur cara toko digunakan hanya sejauh diizinkan oleh preferensi cookie Anda (lihat “Cookie dan local storage” di bawah).',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Informasi yang kami kumpulkan',
    paragraphs: ['Kami hanya menyimpan apa yang Anda berikan kepada kami, atau apa yang dibutuhkan situs agar dapat berfungsi:'],
    points: [
      {
        lead: 'Keranjang Anda.',
        text: `Produk dan jumlah yang Anda tambahkan disimpan di local storage browser Anda sendiri, dengan kunci “${cartKey}”, sehingga keranjang Anda masih ada saat Anda kembali. Data ini tetap berada di perangkat Anda dan hanya diteruskan saat Anda memilih untuk checkout. Kode kartu hadiah yang Anda masukkan disimpan di sebelahnya, dengan kunci “${cartAtStoreKey}”, beserta nilai yang menurut toko ditanggungnya, sampai Anda menghapus kartu, mengosongkan keranjang, atau melakukan pemesanan.`,
      },
      {
        lead: 'Buletin.',
        text: `Saat Anda berlangganan, kami menyimpan alamat e-mail Anda dan kode diskon pribadi ${newsletter.discountPercent}% yang kami kirimkan kepada Anda, beserta bahasa halaman tempat Anda berlangganan, agar e-mail kami kepada Anda ditulis dalam bahasa tersebut.`,
      },
      {
        lead: 'Pesan kontak.',
        text: 'Saat Anda menulis kepada kami melalui formulir kontak, kami menyimpan nama, alamat e-mail, nomor telepon (jika Anda memberikannya), subjek, dan pesan Anda, beserta bahasa halaman tempat Anda menulis, agar kami dapat membalas dalam bahasa tersebut.',
      },
      {
        lead: 'Ulasan.',
        text: 'Saat Anda mengirim ulasan, kami menyimpan nama, alamat e-mail, produk, rating, cerita Anda, dan foto apa pun yang Anda tambahkan. Kami menyimpan salinan setiap foto tanpa detail kamera dan data lokasi yang bisa terbawa dalam foto. Ulasan dimoderasi terlebih dahulu sebelum dipublikasikan, dan alamat e-mail Anda tidak pernah dipublikasikan.',
      },
      {
        lead: 'Permintaan kabar stok kembali.',
        text: 'Saat Anda meminta kabar ketika produk yang habis tersedia kembali, kami menyimpan alamat e-mail Anda, produk dan pilihan yang Anda pilih, serta bahasa halamannya, lalu mengirimi Anda e-mail satu kali, saat produk itu tersedia kembali.',
      },
      {
        lead: 'Pesanan dan pembayaran.',
        text: 'Anda melakukan checkout dan membayar di halaman checkout yang di-hosting platform toko kami, bukan di situs ini. Alamat pengiriman dan detail pembayaran Anda dikirim ke platform toko; situs ini tidak pernah melihat atau menyimpan detail kartu Anda.',
      },
      {
        lead: 'Log kesalahan.',
        text: 'Saat sebuah halaman tidak ditemukan, server kami mencatat alamat yang diminta, agar kami dapat memperbaiki tautan yang rusak.',
      },
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'Cara kami menggunakan informasi Anda',
    paragraphs: ['Kami menggunakan informasi Anda hanya untuk:'],
    points: [
      { text: 'mengirimkan buletin dan kode diskon Anda, selama Anda tetap berlangganan;' },
      { text: 'memberi tahu Anda satu kali saat produk yang Anda tunggu tersedia kembali;' },
      { text: 'menjawab pesan dan pertanyaan Anda;' },
      { text: 'memoderasi dan memublikasikan ulasan (nama, rating, cerita, dan foto Anda, tidak pernah alamat e-mail Anda);' },
      { text: 'memenuhi pesanan, pengiriman, pengembalian, dan klaim garansi Anda;' },
      { text: 'menjaga situs ini tetap berfungsi dan aman.' },
    ],
    after: ['Kami tidak menjual data pribadi Anda, dan kami tidak menggunakannya untuk iklan atau pembuatan profil.'],
  },
  {
    id: 'sharing',
    title: 'Dengan siapa kami membagikannya',
    paragraphs: ['Kami hanya membagikan data pribadi kepada penyedia layanan yang menjalankan toko untuk kami, dan hanya data yang dibutuhkan masing-masing:'],
    points: [
      {
        lead: 'Shopify, platform toko kami.',
        text: 'Shopify menyediakan katalog produk kami dan halaman checkout tempat Anda membayar. Pesanan, alamat, dan pembayaran Anda ditangani di sana, berdasarkan kebijakan privasi Shopify sendiri.',
      },
      {
        lead: 'Supabase, host backend kami.',
        text: 'Supabase menjalankan fungsi yang menerima pendaftaran buletin, pesan kontak, dan ulasan, serta menyimpannya bersama foto ulasan.',
      },
      {
        lead: 'Layanan e-mail kami.',
        text: 'Layanan ini mengirimkan buletin, kode diskon Anda, dan balasan kami kepada Anda.',
      },
      {
        lead: 'Kurir.',
        text: 'Kurir menerima nama, alamat, dan nomor telepon Anda untuk mengantarkan pesanan.',
      },
    ],
    after: [
      'Penyedia ini dapat memproses data di luar Singapura; kami menggunakan penyedia yang melindunginya dengan standar yang setara dengan PDPA. Kami juga mengungkapkan data pribadi jika diwajibkan oleh hukum.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookie dan local storage',
    paragraphs: [
      'Situs ini menggunakan cookie analitik, pemasaran, atau preferensi hanya sejauh diizinkan oleh preferensi cookie Anda. Pengunjung dari Uni Eropa, Kawasan Ekonomi Eropa, Inggris, dan Swiss ditanya terlebih dahulu, dan tidak ada cookie semacam itu yang digunakan sampai mereka memilih. Di tempat lain, cookie tersebut diizinkan kecuali Anda menonaktifkannya; jika browser Anda mengirim sinyal Global Privacy Control, pemasaran serta penjualan atau pembagian data Anda tetap nonaktif.',
      `Jika Anda mengizinkan analitik, halaman yang Anda buka memberi tahu platform toko kami halaman dan produk apa yang Anda lihat, apa yang Anda cari, dan apa yang Anda tambahkan ke keranjang, dengan dua pengenal acak yang disimpan dalam cookie bernama “_shopify_y” (selama satu tahun) dan “_shopify_s” (selama 30 menit setelah halaman terakhir Anda), agar kami dapat melihat bagaimana toko digunakan. Halaman juga melaporkan seberapa cepat setiap halaman dimuat dan merespons ketukan Anda, beserta jenis halaman dan jenis perangkat Anda (ponsel atau komputer). Tidak ada alamat atau nama yang ikut terkirim, dan kami menyimpan data ini selama ${privacy.analyticsRetentionDays} hari.`,
      `Pilihan Anda disimpan selama satu tahun dalam cookie bernama “${CONSENT_COOKIE}”, dan negara tempat Anda berbelanja, jika Anda memilihnya, dalam cookie bernama “${MARKET_COOKIE}”. Keduanya diperlukan agar situs berfungsi seperti yang Anda minta.`,
      `Tautan diskon (misalnya di e-mail kami) menyimpan kodenya untuk keranjang Anda dalam cookie bernama “${DISCOUNT_COOKIE}”, hingga ${DISCOUNT_COOKIE_DAYS} hari atau sampai kode tersebut masuk ke keranjang Anda.`,
      `Situs ini menyimpan keranjang Anda di local storage browser dengan kunci “${cartKey}”. Anda dapat menghapusnya kapan saja dengan mengosongkan keranjang atau menghapus data situs ini di browser Anda.`,
      'Halaman checkout yang dijalankan platform toko kami dapat memasang cookie sendiri untuk menyelesaikan pesanan Anda dengan aman. Cookie tersebut diatur oleh kebijakan privasi platform toko.',
    ],
    points: [{ lead: 'Ubah pilihan Anda kapan saja:', text: 'Preferensi cookie', href: '/cookie-preferences' }],
  },
  {
    id: 'security',
    title: 'Cara kami melindunginya',
    paragraphs: [
      'Data yang Anda kirimkan kepada kami dikirim melalui koneksi terenkripsi dan disimpan di host backend kami, dengan akses terbatas bagi orang-orang yang membutuhkannya untuk melayani Anda.',
      'Detail pembayaran tidak pernah sampai kepada kami: Anda membayar di halaman checkout yang di-hosting. Tidak ada sistem yang sepenuhnya aman, tetapi jika suatu saat terjadi pelanggaran yang memengaruhi data Anda, kami akan memberi tahu Anda dan Personal Data Protection Commission, sebagaimana diwajibkan PDPA.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Hak Anda',
    paragraphs: ['Anda dapat meminta kami kapan saja untuk:'],
    points: [
      { text: 'memberi tahu data pribadi apa yang kami simpan tentang Anda dan bagaimana kami menggunakannya;' },
      { text: 'memperbaiki data yang salah;' },
      { text: 'menghapus data Anda, atau berhenti mengirimkan buletin kepada Anda;' },
      { text: 'menarik persetujuan Anda atas penggunaan data Anda.' },
    ],
    after: [
      `Kirim email ke ${contact.email}. Kami membalas dalam ${units(contact.responseTime)}, dan mungkin akan meminta Anda mengonfirmasi identitas terlebih dahulu.`,
    ],
  },
  {
    id: 'children',
    title: 'Anak-anak',
    paragraphs: [
      `Situs ini dan produk kami tidak ditujukan untuk anak-anak di bawah ${minimumAge} tahun. Kami tidak dengan sengaja mengumpulkan data pribadi dari anak-anak di bawah ${minimumAge} tahun; jika Anda yakin seorang anak telah mengirimkan datanya kepada kami, hubungi kami dan kami akan menghapusnya.`,
    ],
  },
  {
    id: 'changes',
    title: 'Perubahan kebijakan ini',
    paragraphs: [
      'Kami memperbarui kebijakan ini setiap kali toko mengubah data yang dikumpulkannya atau pihak yang memprosesnya. Halaman ini selalu menampilkan kebijakan yang berlaku, dengan tanggalnya di bagian atas.',
    ],
  },
  {
    id: 'contact',
    title: 'Hubungi kami',
    paragraphs: ['Untuk pertanyaan apa pun tentang data pribadi Anda, hubungi kami:'],
    points: [
      { lead: 'E-mail:', text: contact.email, href: `mailto:${contact.email}` },
      { lead: 'Telepon:', text: `${contact.phone} (${hours(contact.phoneHours)})`, href: contact.phoneHref },
      { lead: 'Pos:', text: `${brand.legalName}, ${formatAddress()}` },
    ],
  },
]

export const privacyCopy: Translation<typeof en.privacyCopy> = {
  tocLabel: 'Di halaman ini',
  sections,
}

/** The policy's date line, worded by the loader. */
export const lastUpdated: Translation<typeof en.lastUpdated> = (date: string) => `Terakhir diperbarui: ${date}`
