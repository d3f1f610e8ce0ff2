import { giftCardRules } from '#shared/cart-rules'
import { discountCodeRules } from '#shared/shop'
import type * as en from '../../cart'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const cartCopy: Translation<typeof en.cartCopy> = {
  added: 'Ditambahkan ke keranjang',
  title: 'Keranjang Anda',
  open: message('Buka keranjang, {count} barang'),
  close: 'Tutup keranjang',
  empty: 'Keranjang Anda masih kosong',
  emptyHint: 'Temukan produk grounding yang pas untuk rumah Anda.',
  browse: 'Jelajahi toko',
  decrease: message('Kurangi jumlah {title}'),
  increase: message('Tambah jumlah {title}'),
  quantity: message('Jumlah {title}'),
  remove: message('Hapus {title}'),
  each: 'per barang',
  total: 'Total',
  shippingFree: 'Ongkir: gratis',
  shippingFlat: message('Ongkir: {amount}'),
  shippingAtCheckout: 'Ongkir dihitung saat checkout',
  away: message('{amount} lagi untuk gratis ongkir'),
  qualified: 'Anda dapat gratis ongkir! 🎉',
  neverFree: 'Ongkir internasional dihitung saat checkout',
  shippingProgress: 'Progres menuju gratis ongkir',
  checkout: 'Checkout',
  checkingOut: 'Menyiapkan checkout…',
  checkoutNote: 'Checkout aman terbuka di tab baru.',
  checkoutError: 'Checkout Gagal',
  checkoutFallback: 'Checkout gagal dibuat. Silakan coba lagi.',
  checkoutFailed: 'Checkout gagal dibuat',
  checkoutLater: 'Silakan coba lagi nanti',
  tooManyOfOne: message('Anda dapat memesan maksimal {max} untuk setiap barang. Kurangi jumlahnya, lalu coba lagi.'),
  tooManyItems: message('Keranjang dapat memuat maksimal {max} barang. Hapus beberapa barang, lalu coba lagi.'),
  removedUnavailable: 'Beberapa barang sudah tidak dijual dan telah dihapus dari keranjang Anda.',
  repriced: message('Harga di keranjang Anda kini dalam {currency} untuk {country}.'),
  repricedUnavailable: message('Beberapa barang tidak dijual di {country}: barang tersebut tetap ada di keranjang, tetapi tidak ikut checkout.'),
  notAvailableIn: message('Tidak tersedia di {country}'),
  leftOut: message('Barang yang tidak tersedia di {country} tidak ikut checkout. Hapus barang tersebut untuk melanjutkan dengan sisanya.'),
  nothingToCheckOut: message('Tidak ada satu pun barang ini yang dijual di {country}.'),
}

export const cartNoteCopy: Translation<typeof en.cartNoteCopy> = {
  toggle: 'Tambahkan catatan pesanan',
  toggleEdit: 'Ubah catatan pesanan',
  label: 'Catatan pesanan',
  hint: 'Instruksi pengiriman atau pesan hadiah. Catatan ini ikut ke checkout bersama pesanan Anda.',
  count: message('{used} dari {max} karakter'),
  tooLong: message('Catatan pesanan maksimal {max} karakter. Silakan persingkat.'),
  atLimit: message('Anda sudah mencapai batas {max} karakter.'),
}

export const cartSuggestionsCopy: Translation<typeof en.cartSuggestionsCopy> = {
  title: 'Tambahkan salah satu untuk gratis ongkir',
  add: 'Tambah',
  addLabel: message('Tambahkan {title} ke keranjang'),
  loading: 'Memuat rekomendasi',
}

export const cartPageCopy: Translation<typeof en.cartPageCopy> = {
  title: 'Keranjang',
  heading: 'Keranjang Anda',
  viewCart: 'Lihat keranjang',
  needsJs: 'Keranjang Anda memerlukan JavaScript',
  needsJsBody:
    'Keranjang Anda tersimpan di browser ini, jadi halaman ini memerlukan JavaScript untuk menampilkannya. Aktifkan JavaScript dan muat ulang halaman untuk melihat keranjang dan melanjutkan checkout.',
  continueShopping: 'Lanjut belanja',
  summary: 'Ringkasan pesanan',
}

export const discountCopy: Translation<typeof en.discountCopy> = {
  label: 'Kode diskon',
  placeholder: 'mis. GW10-7KQ3M9PX',
  apply: 'Pakai',
  applying: 'Memproses…',
  remove: message('Hapus kode diskon {code}'),
  applied: message('{code} terpakai'),
  discount: 'Diskon',
  totalAfter: 'Total setelah diskon',
  refused: {
    DISCOUNT_NOT_FOUND: 'Kode ini tidak valid. Silakan cocokkan dengan e-mail Anda.',
    DISCOUNT_USAGE_LIMIT_REACHED: 'Kode ini sudah pernah digunakan.',
    DISCOUNT_CURRENTLY_INACTIVE: 'Kode ini sudah kedaluwarsa.',
    default: 'Kode ini tidak dapat digunakan untuk keranjang Anda.',
  } as Record<string, string>,
  failed: 'Kode belum dapat diperiksa saat ini. Silakan coba lagi.',
  errors: {
    empty: 'Masukkan kode diskon.',
    tooLong: `Kode diskon maksimal ${discountCodeRules.maxLength} karakter.`,
    characters: 'Kode diskon hanya berisi huruf, angka, dan tanda hubung.',
    emptyCart: 'Keranjang Anda kosong: tambahkan produk sebelum memakai kode diskon.',
  },
}

export const checkoutApiCopy: Translation<typeof en.checkoutApiCopy> = {
  usePost: 'Gunakan POST',
  sendJson: 'Kirim item keranjang sebagai JSON',
  unreadable: 'Keranjang tidak dapat dibaca. Silakan coba lagi.',
}

export const giftCardCopy: Translation<typeof en.giftCardCopy> = {
  toggle: 'Tambahkan kartu hadiah',
  label: 'Kode kartu hadiah',
  list: 'Kartu hadiah',
  placeholder: 'mis. ABCD EFGH JKLM NPQR',
  apply: 'Pakai',
  applyLabel: 'Pakai kartu hadiah',
  applying: 'Memproses…',
  card: message('Kartu hadiah •••• {last}'),
  balance: message('Saldo {amount}'),
  remove: message('Hapus kartu hadiah berakhiran {last}'),
  toPay: 'Sisa pembayaran',
  refused: 'Kartu hadiah ini tidak dapat digunakan untuk keranjang Anda.',
  failed: 'Kartu hadiah belum dapat diperiksa saat ini. Silakan coba lagi.',
  refusals: {
    notFound: 'Kode kartu hadiah ini tidak ditemukan. Silakan periksa kembali kode pada kartu Anda.',
    usedUp: 'Saldo kartu hadiah ini sudah habis.',
    expired: 'Kartu hadiah ini sudah kedaluwarsa.',
    disabled: 'Kartu hadiah ini sudah tidak aktif.',
  },
  errors: {
    empty: 'Masukkan kode kartu hadiah.',
    length: `Kode kartu hadiah terdiri dari ${giftCardRules.minLength} sampai ${giftCardRules.maxLength} huruf dan angka.`,
    characters: 'Kode kartu hadiah hanya berisi huruf dan angka.',
    emptyCart: 'Keranjang Anda kosong: tambahkan produk sebelum memakai kartu hadiah.',
    tooMany: `Satu keranjang dapat memakai maksimal ${giftCardRules.maxPerCart} kartu hadiah.`,
  },
}

export const deliveryCopy: Translation<typeof en.deliveryCopy> = {
  heading: message('Pengiriman ke {country}'),
  free: 'Gratis',
}
