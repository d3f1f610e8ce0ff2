import { contact } from '../../../../../shared/identity'
import { message, type Translation } from '../../../../../shared/message'
import type { MailWords } from '../../mail'

/** The shop's reply time in Indonesian words, from the shared figure: `24 jam pada hari kerja`. */
const duration = (s: string) =>
  s
    .replace(/ on business days/, ' pada hari kerja')
    .replace(/business days?/, 'hari kerja')
    .replace(/hours?/, 'jam')
    .replace(/days?/, 'hari')

export const mailWords: Translation<MailWords> = {
  hello: message('Halo {name},'),
  helloNoName: 'Halo,',
  questions: message('Ada pertanyaan? Balas email ini atau kirim email ke {email}.'),

  welcome: {
    subject: message('Selamat datang di {shop}: kode diskon {pct} untuk Anda'),
    preview: message('Kode diskon {pct} Anda ada di dalam: {code}'),
    thanks: message('Terima kasih telah berlangganan buletin {shop}.'),
    codeLabel: message('Kode diskon {pct} Anda'),
    howTo: message(
      'Tombol di bawah ini memasukkan kode ke keranjang Anda, atau masukkan kode saat checkout di {site} untuk mendapatkan diskon {pct} atas pesanan Anda. Pantau kotak masuk Anda untuk tips grounding, produk baru, dan penawaran menarik.',
    ),
    button: message('Belanja dengan diskon {pct}'),
  },

  acknowledgement: {
    subject: 'Pesan Anda sudah kami terima',
    preview: `Kami akan membalas dalam ${duration(contact.responseTime)}.`,
    thanks: message(`Terima kasih telah menghubungi {shop}. Kami akan membalas dalam ${duration(contact.responseTime)}.`),
    notYou: 'Jika Anda tidak menghubungi kami, berarti orang lain memasukkan alamat email Anda: Anda tidak perlu melakukan apa pun.',
    signature: message('Tim Layanan Pelanggan {shop}'),
  },

  reviewThanks: {
    subject: message('Terima kasih atas ulasan Anda: diskon {pct} untuk pembelian berikutnya'),
    preview: message('Diskon {pct} untuk pembelian berikutnya: {code}'),
    thanks: message('Terima kasih telah mengulas {product} Anda ({rating} dari 5 bintang).'),
    products: { sheet: 'seprai grounding', mat: 'alas grounding', kit: 'paket grounding' },
    moderation: 'Kami membaca setiap ulasan sebelum dipublikasikan, biasanya dalam dua hari kerja, dan akan mengabari Anda saat ulasan Anda sudah tayang.',
    codeLabel: message('Sebagai ucapan terima kasih, ini diskon {pct} untuk pembelian berikutnya'),
    button: message('Belanja dengan diskon {pct}'),
    howTo: message('Tombol tersebut memasukkan kode ke keranjang Anda; atau masukkan kode saat checkout di {site}.'),
  },

  backInStock: {
    subject: message('Tersedia kembali: {product}'),
    preview: message('{product} kini tersedia kembali di {shop}.'),
    news: message('Kabar baik: {product} sudah tersedia kembali di {shop}.'),
    hurry: 'Stok terbatas dan kami tidak dapat menyimpannya untuk Anda: segera pesan agar tidak kehabisan.',
    button: 'Beli sekarang',
    once: 'Ini satu-satunya pesan yang Anda minta: kami tidak akan mengirim email lagi tentang produk ini. Jika Anda tidak memintanya, berarti orang lain memasukkan alamat email Anda, dan Anda tidak perlu melakukan apa pun.',
  },
}
