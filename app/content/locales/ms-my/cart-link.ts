import type * as en from '../../cart-link'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const cartLinkCopy: Translation<typeof en.cartLinkCopy> = {
  pageTitle: 'Pautan daftar keluar anda',
  heading: 'Sebahagian pautan ini tidak boleh dibawa ke daftar keluar',
  unreadable: {
    heading: 'Pautan troli ini tidak dapat dibaca',
    body: 'Pautan troli menamakan setiap pilihan produk dengan nombor dan kuantitinya, seperti /cart/123456:1. Pautan ini tidak begitu; mungkin ia terpotong semasa disalin.',
  },
  intro: 'Selebihnya pautan ini sudah sedia: teruskan dengannya, atau lihat-lihat di kedai.',
  unknownVariant: message('Pilihan produk {number} tiada di kedai kami.'),
  soldOut: message('{title} telah habis dijual.'),
  notHere: message('{title} tidak dijual di negara anda.'),
  tooMany: message('{title}: paling banyak {most} bagi setiap pesanan, jadi kuantiti dalam pautan dikurangkan kepada {most}.'),
  discount: message('Kod diskaun “{code}” tidak dimasukkan: {reason}'),
  noteTooLong: message('Nota pesanan tidak dimasukkan: panjangnya melebihi {most} aksara.'),
  attributesLeftOut: 'Beberapa butiran yang ditambah oleh pautan pada pesanan tidak dimasukkan: panjangnya melebihi had sesuatu pesanan.',
  ready: 'Sedia untuk daftar keluar',
  continue: 'Teruskan ke daftar keluar',
  nothingLeft: 'Tiada apa-apa dalam pautan ini yang boleh dibeli sekarang.',
  browse: 'Terokai kedai',
  refused: 'Kedai tidak menerima item dalam pautan ini, jadi daftar keluar tidak dibuka.',
  failed: 'Kami tidak dapat membuka daftar keluar untuk pautan ini. Sila cuba lagi sebentar lagi.',
  chooseOption: 'Pilih pilihan produk untuk dibeli.',
  backToProduct: 'Kembali ke produk',
}
