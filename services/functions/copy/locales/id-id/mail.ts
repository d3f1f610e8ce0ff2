import { contact } from '../../../../../shared/identity'
import { type Translated, words } from '../../../../../shared/words'
import type { MailWords } from '../../mail'

/** The shop's reply time in Indonesian words, from the shared figure: `24 jam pada hari kerja`. */
const duration = (s: string) =>
  s
    .replace(/ on business days/, ' pada hari kerja')
    .replace(/business days?/, 'hari kerja')
    .replace(/hours?/, 'jam')
    .replace(/days?/, 'hari')

export const mailWords: Translated<MailWords> = {
  hello: words('Halo {name},'),
  helloNoName: 'Halo,',
  questions: words('Ada pertanyaan? Balas email ini atau kirim email ke {email}.'),

  welcome: {
    subject: words('Selamat datang di {shop}: kode diskon {pct} untuk Anda'),
    preview: words('Kode diskon {pct} Anda ada di dalam: {code}'),
    thanks: words('Terima kasih telah berlangganan buletin {shop}.'),
    codeLabel: words('Kode diskon {pct} Anda'),
    howTo: words(
      'Tombol di bawah ini memasukkan kode ke keranjang Anda, atau masukkan kode saat checkout di {site} untuk mendapatkan diskon {pct} atas pesanan Anda. Pantau kotak masuk Anda untuk tips grounding, produk baru, dan penawaran menarik.',
    ),
    button: words('Belanja dengan diskon {pct}'),
  },

  acknowledgement: {
    subject: 'Pesan Anda sudah kami terima',
    preview: `Kami akan membalas dalam ${duration(contact.responseTime)}.`,
    thanks: words(`Terima kasih telah menghubungi {shop}. Kami akan membalas dalam ${duration(contact.responseTime)}.`),
    notYou: 'Jika Anda tidak menghubungi kami, berarti orang lain memasukkan alamat email Anda: Anda tidak perlu melakukan apa pun.',
    signature: words('Tim Layanan Pelanggan {shop}'),
  },

  reviewThanks: {
    subject: words('Terima kasih atas ulasan Anda: diskon {pct} untuk pembelian berikutnya'),
    preview: words('Diskon {pct} untuk pembelian berikutnya: {code}'),
    thanks: words('Terima kasih telah mengulas {product} Anda ({rating} dari 5 bintang).'),
    products: { sheet: 'seprai grounding', mat: 'alas grounding', kit: 'paket grounding' },
    moderation: 'Kami membaca setiap ulasan sebelum dipublikasikan, biasanya dalam dua hari kerja, dan akan mengabari Anda saat ulasan Anda sudah tayang.',
    codeLabel: words('Sebagai ucapan terima kasih, ini diskon {pct} untuk pembelian berikutnya'),
    button: words('Belanja dengan diskon {pct}'),
    howTo: words('Tombol tersebut memasukkan kode ke keranjang Anda; atau masukkan kode saat checkout di {site}.'),
  },

  backInStock: {
    subject: words('Tersedia kembali: {product}'),
    preview: words('{product} kini tersedia kembali di {shop}.'),
    news: words('Kabar baik: {product} sudah tersedia kembali di {shop}.'),
    hurry: 'Stok terbatas dan kami tidak dapat menyimpannya untuk Anda: segera pesan agar tidak kehabisan.',
    button: 'Beli sekarang',
    once: 'Ini satu-satunya pesan yang Anda minta: kami tidak akan mengirim email lagi tentang produk ini. Jika Anda tidak memintanya, berarti orang lain memasukkan alamat email Anda, dan Anda tidak perlu melakukan apa pun.',
  },
}
