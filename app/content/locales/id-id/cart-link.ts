import type * as en from '../../cart-link'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const cartLinkCopy: Translation<typeof en.cartLinkCopy> = {
  pageTitle: 'Tautan checkout Anda',
  heading: 'Sebagian isi tautan ini tidak dapat di-checkout',
  unreadable: {
    heading: 'Tautan keranjang ini tidak dapat dibaca',
    body: 'Tautan keranjang menyebut setiap opsi produk dengan nomor dan jumlahnya, misalnya /cart/123456:1. Tautan ini tidak demikian; mungkin tautannya terpotong saat disalin.',
  },
  intro: 'Sisa isi tautan sudah siap: lanjutkan dengan itu, atau lihat-lihat dulu di toko.',
  unknownVariant: message('Opsi produk {number} tidak ada di toko kami.'),
  soldOut: message('{title} sedang habis.'),
  notHere: message('{title} tidak dijual di negara Anda.'),
  tooMany: message('{title}: maksimal {most} per pesanan, jadi jumlah dari tautan diturunkan menjadi {most}.'),
  discount: message('Kode diskon “{code}” tidak disertakan: {reason}'),
  noteTooLong: message('Catatan pesanan tidak disertakan: panjangnya lebih dari {most} karakter.'),
  attributesLeftOut: 'Beberapa detail yang ditambahkan tautan ke pesanan tidak disertakan: panjangnya melebihi batas yang dapat disimpan pesanan.',
  ready: 'Siap checkout',
  continue: 'Lanjut ke checkout',
  nothingLeft: 'Tidak ada isi tautan ini yang dapat dibeli sekarang.',
  browse: 'Jelajahi toko',
  refused: 'Toko tidak menerima isi tautan ini, jadi checkout tidak dibuka.',
  failed: 'Checkout untuk tautan ini gagal dibuka. Silakan coba lagi sebentar lagi.',
  chooseOption: 'Pilih opsi produk yang ingin dibeli.',
  backToProduct: 'Kembali ke produk',
}
