import type { markets } from '#shared/markets'
import type * as en from '../../cart'
import type { Translation } from '../translation'

/** The markets' countries as Malaysian Malay names them; a name the table does not hold is shown as it comes. */
const countryNames: Record<(typeof markets)[number]['name'], string> = {
  Singapore: 'Singapura',
  Malaysia: 'Malaysia',
  Indonesia: 'Indonesia',
  'Hong Kong SAR': 'Hong Kong SAR',
  Australia: 'Australia',
  'United States': 'Amerika Syarikat',
}
const inMalay = (country: string) => countryNames[country as keyof typeof countryNames] ?? country

export const cartCopy: Translation<typeof en.cartCopy> = {
  added: 'Ditambah ke troli',
  title: 'Troli Anda',
  open: (count: number) => `Buka troli, ${count} item`,
  close: 'Tutup troli',
  empty: 'Troli anda kosong',
  emptyHint: 'Cari produk grounding yang sesuai untuk rumah anda.',
  browse: 'Terokai kedai',
  decrease: (title: string) => `Kurangkan kuantiti ${title}`,
  increase: (title: string) => `Tambah kuantiti ${title}`,
  quantity: (title: string) => `Kuantiti ${title}`,
  remove: (title: string) => `Buang ${title}`,
  each: 'seunit',
  total: 'Jumlah',
  shippingFree: 'Penghantaran: percuma',
  shippingFlat: (amount: string) => `Penghantaran: ${amount}`,
  shippingAtCheckout: 'Kos penghantaran dikira semasa daftar keluar',
  away: (amount: string) => `${amount} lagi untuk penghantaran percuma`,
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
  tooManyOfOne: (max: number) => `Anda boleh memesan paling banyak ${max} unit bagi setiap item. Sila kurangkan kuantiti dan cuba lagi.`,
  tooManyItems: (max: number) => `Troli boleh memuatkan paling banyak ${max} item. Sila buang sebahagiannya dan cuba lagi.`,
  removedUnavailable: 'Beberapa item tidak lagi dijual dan telah dibuang daripada troli anda.',
  repriced: (currency: string, country: string) => `Harga dalam troli anda kini dalam ${currency} untuk ${inMalay(country)}.`,
  repricedUnavailable: (country: string) =>
    `Beberapa item tidak dijual di ${inMalay(country)}: item itu kekal dalam troli anda tetapi tidak dibawa ke daftar keluar.`,
  notAvailableIn: (country: string) => `Tidak tersedia di ${inMalay(country)}`,
  leftOut: (country: string) =>
    `Item yang tidak tersedia di ${inMalay(country)} tidak dibawa ke daftar keluar. Buang item itu untuk meneruskan dengan item yang lain.`,
  nothingToCheckOut: (country: string) => `Tiada satu pun item ini dijual di ${inMalay(country)}.`,
}

export const cartNoteCopy: Translation<typeof en.cartNoteCopy> = {
  toggle: 'Tambah nota untuk pesanan anda',
  toggleEdit: 'Edit nota pesanan anda',
  label: 'Nota pesanan',
  hint: 'Arahan penghantaran atau ucapan hadiah. Nota ini dibawa ke daftar keluar bersama pesanan anda.',
  count: (used: number, max: number) => `${used} daripada ${max} aksara`,
  tooLong: (max: number) => `Nota pesanan tidak boleh melebihi ${max} aksara. Sila pendekkannya.`,
  atLimit: (max: number) => `Anda telah mencapai had ${max} aksara.`,
}

export const cartSuggestionsCopy: Translation<typeof en.cartSuggestionsCopy> = {
  title: 'Tambah salah satu untuk penghantaran percuma',
  add: 'Tambah',
  addLabel: (title: string) => `Tambah ${title} ke troli`,
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
  remove: (code: string) => `Buang kod diskaun ${code}`,
  applied: (code: string) => `${code} telah digunakan`,
  discount: 'Diskaun',
  totalAfter: 'Jumlah selepas diskaun',
  refused: {
    DISCOUNT_NOT_FOUND: 'Kod ini tidak sah. Sila semak semula kod dalam e-mel anda.',
    DISCOUNT_USAGE_LIMIT_REACHED: 'Kod ini telah pun digunakan.',
    DISCOUNT_CURRENTLY_INACTIVE: 'Kod ini telah tamat tempoh.',
    default: 'Kod ini tidak boleh digunakan untuk troli anda.',
  },
  failed: 'Kod tidak dapat disemak buat masa ini. Sila cuba lagi.',
}

export const refusalMessage: Translation<typeof en.refusalMessage> = (reason: string | null) =>
  discountCopy.refused[reason ?? 'default'] ?? discountCopy.refused.default!

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
  card: (last: string) => `Kad hadiah •••• ${last}`,
  balance: (amount: string) => `Baki ${amount}`,
  remove: (last: string) => `Buang kad hadiah berakhir ${last}`,
  toPay: 'Baki perlu dibayar',
  /** The store's own words when it refused the code, else ours. */
  refused: (reason: string | null) => reason || 'Kad hadiah ini tidak boleh digunakan untuk troli anda.',
  failed: 'Kad hadiah tidak dapat disemak buat masa ini. Sila cuba lagi.',
}

export const deliveryCopy: Translation<typeof en.deliveryCopy> = {
  heading: (country: string) => `Penghantaran ke ${inMalay(country)}`,
  free: 'Percuma',
}
