import { brand, newsletter, reviewForm } from '#shared/shop'
import type * as en from '../../testimonials'
import type { Translation } from '../translation'
import { claims, customerSurvey } from './claims'
import { message } from '#shared/message'

export type {
  BeforeAfterKind,
  Benefit,
  CommunityPost,
  GalleryPhoto,
  GalleryScene,
  PressMention,
  ProductKind,
  RatingShare,
  ReviewFaq,
  SectionCopy,
  SkepticStory,
  StarRating,
  StoryProduct,
  Testimonial,
  TestimonialStory,
  VideoStory,
} from '../../testimonials'

/** Matched against the reviews (which stay as written), figures and a helper: not copy. */
export { benefits, fill, productKinds, ratingChoices, ratingDistribution } from '../../testimonials'

export const survey: Translation<typeof en.survey> = {
  respondents: customerSurvey.respondents,
  stats: [
    { value: customerSurvey.improvedSleep, label: 'kualitas tidurnya membaik' },
    { value: customerSurvey.sleepThrough, label: 'tidur nyenyak sepanjang malam' },
    { value: customerSurvey.reducedPain, label: 'nyerinya berkurang' },
    { value: claims.ratingText, label: 'rating rata-rata' },
    { value: claims.happyCustomers, label: 'pelanggan puas' },
    { value: customerSurvey.wouldRecommend, label: 'akan merekomendasikan' },
  ],
}

export const testimonialsCopy: Translation<typeof en.testimonialsCopy> = {
  breakdownCount: ' ulasan',
  hero: {
    ratingLabel: `${String(claims.rating).replace('.', ',')} dari 5`,
    reviewsLabel: `${claims.reviewCountText}+ ulasan`,
    verifiedLabel: 'Pembelian terverifikasi',
    readReviews: 'Baca ulasan',
    writeReview: 'Tulis ulasan',
  },
  reviews: {
    title: 'Ulasan pelanggan',
    breakdownTitle: 'Rincian rating',
    outOf: 'dari 5',
    basedOn: `Berdasarkan ${claims.reviewCountText} ulasan`,
    filtersLabel: 'Filter ulasan',
    benefit: 'Manfaat',
    product: 'Produk',
    rating: 'Rating',
    all: 'Semua',
    allBenefits: 'Semua manfaat',
    /** The product filter's choices (its values) in words. */
    productKinds: { Sheet: 'Seprai', Mat: 'Alas', Kit: 'Paket' },
    allProducts: 'Semua produk',
    allRatings: 'Semua rating',
    searchLabel: 'Cari ulasan',
    searchPlaceholder: 'Cari kata kunci atau nama',
    apply: 'Terapkan',
    clear: 'Hapus filter',
    empty: 'Tidak ada ulasan yang sesuai dengan kriteria Anda.',
    showing: message('Menampilkan {shown} dari {total, plural, other {# ulasan}}'),
    resultsVary: 'Hasil setiap orang berbeda. Ini adalah pengalaman pribadi pelanggan, bukan saran medis.',
    stars: message('{n, plural, other {# bintang}}'),
  },
  form: {
    title: 'Bagikan cerita Anda',
    intro: `Ceritakan kepada pembeli lain bagaimana grounding bekerja untuk Anda. Sebagai tanda terima kasih, kami akan mengirimkan kode diskon ${newsletter.reviewerDiscountPercent}% untuk pembelian berikutnya ke e-mail Anda.`,
    moderationNote: 'Kami membaca setiap ulasan sebelum dipublikasikan.',
    name: 'Nama Anda',
    email: 'E-mail',
    emailHint: 'Hanya digunakan untuk memverifikasi pembelian Anda dan mengirimkan kode diskon. Tidak pernah dipublikasikan.',
    product: 'Produk yang dibeli',
    productPlaceholder: 'Pilih produk',
    productChoices: [
      { value: 'sheet', label: 'Seprai grounding' },
      { value: 'mat', label: 'Alas grounding' },
      { value: 'kit', label: 'Paket grounding' },
    ],
    rating: 'Rating Anda',
    story: 'Cerita Anda',
    storyHint: `Apa yang berubah bagi Anda, dan berapa lama prosesnya? Minimal ${reviewForm.limits.storyMin} karakter.`,
    photos: 'Foto (opsional)',
    photosHint: `Maksimal ${reviewForm.maxPhotos} gambar, masing-masing ${reviewForm.maxPhotoMb} MB.`,
    photosChosen: message('{n, plural, other {# foto}} dipilih'),
    permission: `Saya setuju ${brand.name} boleh memublikasikan ulasan, nama depan, dan foto saya di situs ini.`,
    requiredNote: 'Kolom bertanda * wajib diisi.',
    submit: 'Kirim ulasan',
    submitting: 'Mengirim...',
    fixErrors: 'Silakan periksa kolom yang ditandai.',
    photosAgain: 'Foto tidak dapat disimpan saat halaman dimuat ulang: silakan pilih lagi.',
    success: {
      title: 'Terima kasih atas ulasan Anda!',
      pending: message(
        '{photos, plural, =0 {Ulasan Anda} other {Ulasan Anda dan # foto}} sedang menunggu moderasi: kami membaca setiap ulasan sebelum dipublikasikan.',
      ),
      code: `Kami telah mengirimkan kode diskon ${newsletter.reviewerDiscountPercent}% untuk pembelian berikutnya ke e-mail Anda.`,
      again: 'Tulis ulasan lain',
    },
    failure: {
      title: 'Terjadi kesalahan',
      description: 'Silakan coba lagi atau hubungi kami langsung melalui email.',
    },
    /** The form's messages, by the key of the shared schema's (shared/schemas/review.ts). */
    errors: {
      nameRequired: 'Silakan isi nama Anda',
      nameTooLong: `Nama Anda maksimal ${reviewForm.limits.name} karakter`,
      emailRequired: 'Silakan isi alamat e-mail Anda',
      emailInvalid: 'Silakan isi alamat e-mail yang valid, misalnya nama@contoh.com',
      emailTooLong: `Alamat e-mail Anda maksimal ${reviewForm.limits.email} karakter`,
      product: 'Silakan pilih produk yang Anda beli',
      rating: 'Silakan pilih rating 1 sampai 5 bintang',
      storyTooShort: `Ceritakan sedikit lebih banyak: minimal ${reviewForm.limits.storyMin} karakter`,
      storyTooLong: `Cerita Anda maksimal ${reviewForm.limits.storyMax} karakter`,
      photoType: 'Foto harus berupa gambar (JPEG, PNG, WebP, GIF, atau AVIF)',
      photoTooLarge: `Ukuran setiap foto maksimal ${reviewForm.maxPhotoMb} MB`,
      tooManyPhotos: `Silakan pilih maksimal ${reviewForm.maxPhotos} foto`,
      permission: 'Silakan konfirmasi bahwa kami boleh memublikasikan ulasan Anda',
      unreadable: 'Ulasan Anda tidak sampai kepada kami secara utuh. Silakan coba lagi.',
      tooLarge: `Total ukuran foto melebihi batas: maksimal ${reviewForm.maxPhotos} foto, masing-masing ${reviewForm.maxPhotoMb} MB`,
    },
    photoNotImage: message('“{name}” bukan foto yang dapat kami baca. Silakan pilih gambar JPEG, PNG, WebP, GIF, atau AVIF.'),
  },
}

export const sectionCopy: Translation<typeof en.sectionCopy> = {
  stats: {
    title: 'Yang dilaporkan pelanggan kami',
    note: `Berdasarkan survei terhadap ${survey.respondents} pelanggan terverifikasi.`,
  },
  featured: {
    title: 'Cerita pilihan',
    intro: 'Tiga pelanggan, tiga alasan berbeda untuk mencoba grounding, dengan kata-kata mereka sendiri.',
    challenge: 'Tantangannya',
    solution: 'Solusinya',
    transformation: 'Perubahannya',
    results: 'Hasil terukur',
    usedFor: message('Sudah dipakai selama {duration}'),
    shop: message('Beli {product}'),
  },
  videos: {
    title: 'Cerita video',
    intro: 'Enam pelanggan bercerita di depan kamera tentang minggu-minggu pertama mereka. Inilah yang mereka katakan, kata demi kata.',
    transcript: 'Baca transkrip',
  },
  skeptics: {
    title: 'Dari skeptis menjadi yakin',
    intro: 'Tidak semua orang langsung yakin. Dua pelanggan yang awalnya tidak berharap apa-apa.',
  },
  beforeAfter: {
    title: 'Sebelum dan sesudah',
    before: 'Sebelum',
    after: 'Sesudah',
  },
  gallery: {
    title: 'Galeri foto pelanggan',
    intro: 'Diambil dari foto pemasangan produk yang dikirimkan pelanggan kepada kami.',
  },
  faqs: { title: 'Pertanyaan seputar ulasan' },
  instagram: {
    title: 'Dari komunitas kami',
    intro: 'Cara pemasangan yang dibagikan pelanggan kami. Tandai foto Anda dengan #GroundwellSleep agar ditampilkan.',
  },
  press: {
    title: 'Di media',
    intro: 'Yang ditulis para pengulas setelah mencoba seprai dan alas kami.',
  },
}
