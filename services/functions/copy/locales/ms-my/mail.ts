import { contact } from '../../../../../shared/identity'
import { type Translated, words } from '../../../../../shared/words'
import type { MailWords } from '../../mail'

/** The shop's reply time in Malay words, from the shared figure: `24 jam pada hari bekerja`. */
const inMalay = (value: string) =>
  value
    .replace(/\bon business days\b/g, 'pada hari bekerja')
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bhours?\b/g, 'jam')

export const mailWords: Translated<MailWords> = {
  hello: words('Hai {name},'),
  helloNoName: 'Hai,',
  questions: words('Ada soalan? Balas e-mel ini atau tulis kepada {email}.'),

  welcome: {
    subject: words('Selamat datang ke {shop}: kod diskaun {pct} anda'),
    preview: words('Kod diskaun {pct} anda ada di dalam: {code}'),
    thanks: words('Terima kasih kerana melanggan buletin {shop}.'),
    codeLabel: words('Kod diskaun {pct} anda'),
    howTo: words(
      'Butang di bawah memasukkan kod ini ke dalam troli anda, atau masukkan kod semasa daftar keluar di {site} untuk mendapat diskaun {pct} bagi pesanan anda. Nantikan petua grounding, produk baharu dan tawaran dalam peti masuk anda.',
    ),
    button: words('Beli dengan diskaun {pct}'),
  },

  acknowledgement: {
    subject: 'Kami telah menerima mesej anda',
    preview: `Kami akan menghubungi anda semula dalam masa ${inMalay(contact.responseTime)}.`,
    thanks: words(`Terima kasih kerana menghubungi {shop}. Kami akan menghubungi anda semula dalam masa ${inMalay(contact.responseTime)}.`),
    notYou: 'Jika anda tidak menghubungi kami, orang lain telah memberikan alamat anda: anda tidak perlu berbuat apa-apa.',
    signature: words('Pasukan Khidmat Pelanggan {shop}'),
  },

  reviewThanks: {
    subject: words('Terima kasih atas ulasan anda: diskaun {pct} untuk pembelian seterusnya'),
    preview: words('Diskaun {pct} untuk pembelian seterusnya: {code}'),
    thanks: words('Terima kasih kerana mengulas {product} anda ({rating} daripada 5 bintang).'),
    products: { sheet: 'cadar grounding', mat: 'tikar grounding', kit: 'kit grounding' },
    moderation:
      'Kami membaca setiap ulasan sebelum ia diterbitkan, biasanya dalam masa dua hari bekerja, dan akan memaklumkan anda apabila ulasan anda disiarkan.',
    codeLabel: words('Sebagai tanda terima kasih, ini diskaun {pct} untuk pembelian seterusnya'),
    button: words('Beli dengan diskaun {pct}'),
    howTo: words('Butang ini memasukkan kod ke dalam troli anda; atau masukkan kod semasa daftar keluar di {site}.'),
  },

  backInStock: {
    subject: words('Stok kembali: {product}'),
    preview: words('{product} kini boleh dibeli semula di {shop}.'),
    news: words('Berita baik: stok {product} telah kembali di {shop}.'),
    hurry: 'Stok adalah terhad dan kami tidak dapat menyimpannya untuk anda: buat pesanan segera supaya tidak terlepas.',
    button: 'Beli sekarang',
    once: 'Inilah satu-satunya mesej yang anda minta: kami tidak akan menulis tentang produk ini lagi. Jika anda tidak memintanya, orang lain telah memberikan alamat anda, dan anda tidak perlu berbuat apa-apa.',
  },
}
