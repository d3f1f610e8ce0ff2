import { contact } from '../../../../../shared/identity'
import { message, type Translation } from '../../../../../shared/message'
import type { MailWords } from '../../mail'

/** The shop's reply time in Malay words, from the shared figure: `24 jam pada hari bekerja`. */
const inMalay = (value: string) =>
  value
    .replace(/\bon business days\b/g, 'pada hari bekerja')
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bhours?\b/g, 'jam')

export const mailWords: Translation<MailWords> = {
  hello: message('Hai {name},'),
  helloNoName: 'Hai,',
  questions: message('Ada soalan? Balas e-mel ini atau tulis kepada {email}.'),

  welcome: {
    subject: message('Selamat datang ke {shop}: kod diskaun {pct} anda'),
    preview: message('Kod diskaun {pct} anda ada di dalam: {code}'),
    thanks: message('Terima kasih kerana melanggan buletin {shop}.'),
    codeLabel: message('Kod diskaun {pct} anda'),
    howTo: message(
      'Butang di bawah memasukkan kod ini ke dalam troli anda, atau masukkan kod semasa daftar keluar di {site} untuk mendapat diskaun {pct} bagi pesanan anda. Nantikan petua grounding, produk baharu dan tawaran dalam peti masuk anda.',
    ),
    button: message('Beli dengan diskaun {pct}'),
  },

  acknowledgement: {
    subject: 'Kami telah menerima mesej anda',
    preview: `Kami akan menghubungi anda semula dalam masa ${inMalay(contact.responseTime)}.`,
    thanks: message(`Terima kasih kerana menghubungi {shop}. Kami akan menghubungi anda semula dalam masa ${inMalay(contact.responseTime)}.`),
    notYou: 'Jika anda tidak menghubungi kami, orang lain telah memberikan alamat anda: anda tidak perlu berbuat apa-apa.',
    signature: message('Pasukan Khidmat Pelanggan {shop}'),
  },

  reviewThanks: {
    subject: message('Terima kasih atas ulasan anda: diskaun {pct} untuk pembelian seterusnya'),
    preview: message('Diskaun {pct} untuk pembelian seterusnya: {code}'),
    thanks: message('Terima kasih kerana mengulas {product} anda ({rating} daripada 5 bintang).'),
    products: { sheet: 'cadar grounding', mat: 'tikar grounding', kit: 'kit grounding' },
    moderation:
      'Kami membaca setiap ulasan sebelum ia diterbitkan, biasanya dalam masa dua hari bekerja, dan akan memaklumkan anda apabila ulasan anda disiarkan.',
    codeLabel: message('Sebagai tanda terima kasih, ini diskaun {pct} untuk pembelian seterusnya'),
    button: message('Beli dengan diskaun {pct}'),
    howTo: message('Butang ini memasukkan kod ke dalam troli anda; atau masukkan kod semasa daftar keluar di {site}.'),
  },

  backInStock: {
    subject: message('Stok kembali: {product}'),
    preview: message('{product} kini boleh dibeli semula di {shop}.'),
    news: message('Berita baik: stok {product} telah kembali di {shop}.'),
    hurry: 'Stok adalah terhad dan kami tidak dapat menyimpannya untuk anda: buat pesanan segera supaya tidak terlepas.',
    button: 'Beli sekarang',
    once: 'Inilah satu-satunya mesej yang anda minta: kami tidak akan menulis tentang produk ini lagi. Jika anda tidak memintanya, orang lain telah memberikan alamat anda, dan anda tidak perlu berbuat apa-apa.',
  },
}
