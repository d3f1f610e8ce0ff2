import { giftCardRules } from '#shared/cart-rules'
import { discountCodeRules } from '#shared/shop'
import type * as en from '../../cart'
import type { Translation } from '../translation'
import { message } from '#shared/message'

export const cartCopy: Translation<typeof en.cartCopy> = {
  added: 'Ditambah ke troli',
  title: 'Troli Anda',
  open: message('Buka troli, {count} item'),
  close: 'Tutup troli',
  empty: 'Troli anda kosong',
  emptyHint: 'Cari produk grounding yang sesuai untuk rumah anda.',
  browse: 'Terokai kedai',
  decrease: message('Kurangkan kuantiti {title}'),
  increase: message('Tambah kuantiti {title}'),
  quantity: message('Kuantiti {title}'),
  remove: message('Buang {title}'),
  each: 'seunit',
  total: 'Jumlah',
  shippingFree: 'Penghantaran: percuma',
  shippingFlat: message('Penghantaran: {amount}'),
  shippingAtCheckout: 'Kos penghantaran dikira semasa daftar keluar',
  away: message('{amount} lagi untuk penghantaran percuma'),
  qualified: 'Anda layak untuk penghantaran percuma! 🎉',
  neverFree: 'Kos penghantaran antarabangsa dikira semasa daftar keluar',
  shippingProgress: 'Kemajuan ke arah penghantaran percuma',
  checkout: 'Daftar Keluar',
  checkingOut: 'Menyediakan daftar keluar…',
  checkoutNote: 'Daftar keluar yang selamat dibuka dalam tab baharu.',
  checkoutError: 'Ralat Daftar Keluar',
  checkoutFallback: 'Daftar keluar tidak dapat disediakan. Sila cuba lagi.',
  checkoutFailed: 'Daftar keluar tidak dapat disediakan',
  checkoutLater: 'Sila cuba lagi nanti',
  tooManyOfOne: message('Anda boleh memesan paling banyak {max} unit bagi setiap item. Sila kurangkan kuantiti dan cuba lagi.'),
  tooManyItems: message('Troli boleh memuatkan paling banyak {max} item. Sila buang sebahagiannya dan cuba lagi.'),
  removedUnavailable: 'Beberapa item tidak lagi dijual dan telah dibuang daripada troli anda.',
  repriced: message('Harga dalam troli anda kini dalam {currency} untuk {country}.'),
  repricedUnavailable: message('Beberapa item tidak dijual di {country}: item itu kekal dalam troli anda tetapi tidak dibawa ke daftar keluar.'),
  notAvailableIn: message('Tidak tersedia di {country}'),
  leftOut: message('Item yang tidak tersedia di {country} tidak dibawa ke daftar keluar. Buang item itu untuk meneruskan dengan item yang lain.'),
  nothingToCheckOut: message('Tiada satu pun item ini dijual di {country}.'),
}

export const cartNoteCopy: Translation<typeof en.cartNoteCopy> = {
  toggle: 'Tambah nota untuk pesanan anda',
  toggleEdit: 'Edit nota pesanan anda',
  label: 'Nota pesanan',
  hint: 'Arahan penghantaran atau ucapan hadiah. Nota ini dibawa ke daftar keluar bersama pesanan anda.',
  count: message('{used} daripada {max} aksara'),
  tooLong: message('Nota pesanan tidak boleh melebihi {max} aksara. Sila pendekkannya.'),
  atLimit: message('Anda telah mencapai had {max} aksara.'),
}

export const cartSuggestionsCopy: Translation<typeof en.cartSuggestionsCopy> = {
  title: 'Tambah salah satu untuk penghantaran percuma',
  add: 'Tambah',
  addLabel: message('Tambah {title} ke troli'),
  loading: 'Memuatkan cadangan',
}

export const cartPageCopy: Translation<typeof en.cartPageCopy> = {
  title: 'Troli',
  heading: 'Troli anda',
  viewCart: 'Lihat troli',
  needsJs: 'Troli anda memerlukan JavaScript',
  needsJsBody:
    'Troli anda disimpan dalam pelayar ini, jadi halaman ini memerlukan JavaScript untuk memaparkannya. Hidupkan JavaScript dan muat semula halaman untuk melihat troli anda dan membuat daftar keluar.',
  continueShopping: 'Teruskan membeli-belah',
  summary: 'Ringkasan pesanan',
}

export const discountCopy: Translation<typeof en.discountCopy> = {
  label: 'Kod diskaun',
  placeholder: 'cth. GW10-7KQ3M9PX',
  apply: 'Guna',
  applying: 'Menggunakan…',
  remove: message('Buang kod diskaun {code}'),
  applied: message('{code} telah digunakan'),
  discount: 'Diskaun',
  totalAfter: 'Jumlah selepas diskaun',
  refused: {
    DISCOUNT_NOT_FOUND: 'Kod ini tidak sah. Sila semak semula kod dalam e-mel anda.',
    DISCOUNT_USAGE_LIMIT_REACHED: 'Kod ini telah pun digunakan.',
    DISCOUNT_CURRENTLY_INACTIVE: 'Kod ini telah tamat tempoh.',
    default: 'Kod ini tidak boleh digunakan untuk troli anda.',
  },
  failed: 'Kod tidak dapat disemak buat masa ini. Sila cuba lagi.',
  errors: {
    empty: 'Masukkan kod diskaun.',
    tooLong: `Kod diskaun tidak boleh melebihi ${discountCodeRules.maxLength} aksara.`,
    characters: 'Kod diskaun hanya mengandungi huruf, angka dan tanda sempang.',
    emptyCart: 'Troli anda kosong: tambah produk sebelum menggunakan kod diskaun.',
  },
}

export const checkoutApiCopy: Translation<typeof en.checkoutApiCopy> = {
  usePost: 'Gunakan POST',
  sendJson: 'Hantar baris troli sebagai JSON',
  unreadable: 'Troli tidak dapat dibaca. Sila cuba lagi.',
}

export const giftCardCopy: Translation<typeof en.giftCardCopy> = {
  toggle: 'Tambah kad hadiah',
  label: 'Kod kad hadiah',
  list: 'Kad hadiah',
  placeholder: 'cth. ABCD EFGH JKLM NPQR',
  apply: 'Guna',
  applyLabel: 'Guna kad hadiah',
  applying: 'Menggunakan…',
  card: message('Kad hadiah •••• {last}'),
  balance: message('Baki {amount}'),
  remove: message('Buang kad hadiah berakhir {last}'),
  toPay: 'Baki perlu dibayar',
  /** The store's own words when it refused the code, else ours. */
  refused: 'Kad hadiah ini tidak boleh digunakan untuk troli anda.',
  failed: 'Kad hadiah tidak dapat disemak buat masa ini. Sila cuba lagi.',
  refusals: {
    notFound: 'Kod kad hadiah ini tidak ditemui. Sila semak semula kod pada kad anda.',
    usedUp: 'Baki kad hadiah ini telah habis digunakan.',
    expired: 'Kad hadiah ini telah tamat tempoh.',
    disabled: 'Kad hadiah ini tidak lagi aktif.',
  },
  errors: {
    empty: 'Masukkan kod kad hadiah.',
    length: `Kod kad hadiah mengandungi ${giftCardRules.minLength} hingga ${giftCardRules.maxLength} huruf dan angka.`,
    characters: 'Kod kad hadiah hanya mengandungi huruf dan angka.',
    emptyCart: 'Troli anda kosong: tambah produk sebelum menggunakan kad hadiah.',
    tooMany: `Satu troli boleh menggunakan paling banyak ${giftCardRules.maxPerCart} kad hadiah.`,
  },
}

export const deliveryCopy: Translation<typeof en.deliveryCopy> = {
  heading: message('Penghantaran ke {country}'),
  free: 'Percuma',
}
