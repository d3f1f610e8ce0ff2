import { brand, newsletter, reviewForm } from '#shared/shop'
import type * as en from '../../testimonials'
import type { Translation } from '../translation'
import { claims } from './claims'
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

/**
 * The filters' choices are matched against the reviews, which stay in the language they were
 * written in (English), so they are the English values; the figures and the template filler are
 * English's too.
 */
export { benefits, fill, productKinds, ratingChoices, ratingDistribution } from '../../testimonials'

export const survey: Translation<typeof en.survey> = {
  respondents: '2,500+',
  stats: [
    { value: '92%', label: 'kualiti tidur bertambah baik' },
    { value: '87%', label: 'tidur lena sepanjang malam' },
    { value: '78%', label: 'kurang sakit' },
    { value: claims.ratingText, label: 'penilaian purata' },
    { value: claims.happyCustomers, label: 'pelanggan gembira' },
    { value: '86%', label: 'akan mengesyorkannya' },
  ],
}

export const testimonialsCopy: Translation<typeof en.testimonialsCopy> = {
  breakdownCount: ' ulasan',
  hero: {
    ratingLabel: `${claims.rating} daripada 5`,
    reviewsLabel: `${claims.reviewCountText}+ ulasan`,
    verifiedLabel: 'Pembelian disahkan',
    readReviews: 'Baca ulasan',
    writeReview: 'Tulis ulasan',
  },
  reviews: {
    title: 'Ulasan pelanggan',
    breakdownTitle: 'Pecahan penilaian',
    outOf: 'daripada 5',
    basedOn: `Berdasarkan ${claims.reviewCountText} ulasan`,
    filtersLabel: 'Tapis ulasan',
    benefit: 'Manfaat',
    product: 'Produk',
    rating: 'Penilaian',
    all: 'Semua',
    allBenefits: 'Semua manfaat',
    /** The product filter's choices (its values) in words. */
    productKinds: { Sheet: 'Cadar', Mat: 'Tikar', Kit: 'Kit' },
    allProducts: 'Semua produk',
    allRatings: 'Semua penilaian',
    searchLabel: 'Cari ulasan',
    searchPlaceholder: 'Cari mengikut kata kunci atau nama',
    apply: 'Guna',
    clear: 'Kosongkan penapis',
    empty: 'Tiada ulasan yang sepadan dengan kriteria anda.',
    showing: message('Memaparkan {shown} daripada {total, plural, other {# ulasan}}'),
    resultsVary: 'Hasil setiap individu berbeza. Ini ialah pengalaman pelanggan sendiri, bukan nasihat perubatan.',
    stars: message('{n, plural, other {# bintang}}'),
  },
  form: {
    title: 'Kongsi kisah anda',
    intro: `Ceritakan kepada pembeli lain bagaimana grounding telah membantu anda. Sebagai tanda terima kasih, kami akan e-melkan kod diskaun ${newsletter.reviewerDiscountPercent}% untuk pembelian anda yang seterusnya.`,
    moderationNote: 'Kami membaca setiap ulasan sebelum diterbitkan.',
    name: 'Nama anda',
    email: 'E-mel',
    emailHint: 'Hanya digunakan untuk mengesahkan pembelian anda dan menghantar kod diskaun anda. Tidak sekali-kali diterbitkan.',
    product: 'Produk yang dibeli',
    productPlaceholder: 'Pilih produk',
    productChoices: [
      { value: 'sheet', label: 'Cadar grounding' },
      { value: 'mat', label: 'Tikar grounding' },
      { value: 'kit', label: 'Kit grounding' },
    ],
    rating: 'Penilaian anda',
    story: 'Kisah anda',
    storyHint: `Apa yang berubah bagi anda, dan berapa lama masa yang diambil? Sekurang-kurangnya ${reviewForm.limits.storyMin} aksara.`,
    photos: 'Foto (pilihan)',
    photosHint: `Sehingga ${reviewForm.maxPhotos} imej, ${reviewForm.maxPhotoMb} MB setiap satu.`,
    photosChosen: message('{n, plural, other {# foto}} dipilih'),
    permission: `Saya bersetuju bahawa ${brand.name} boleh menerbitkan ulasan, nama pertama dan foto saya di laman ini.`,
    requiredNote: 'Ruangan bertanda * wajib diisi.',
    submit: 'Hantar ulasan',
    submitting: 'Menghantar...',
    fixErrors: 'Sila semak ruangan yang ditandakan.',
    photosAgain: 'Foto tidak dapat disimpan apabila halaman dimuat semula: sila pilih semula.',
    success: {
      title: 'Terima kasih atas ulasan anda!',
      pending: message(
        '{photos, plural, =0 {Ulasan anda} other {Ulasan anda dan # foto}} sedang menunggu semakan: kami membaca setiap ulasan sebelum diterbitkan.',
      ),
      code: `Kami telah e-melkan kod diskaun ${newsletter.reviewerDiscountPercent}% untuk pembelian anda yang seterusnya.`,
      again: 'Tulis ulasan lain',
    },
    failure: {
      title: 'Ada yang tidak kena',
      description: 'Sila cuba lagi atau hubungi kami terus melalui e-mel.',
    },
    /** The form's messages, by the key of the shared schema's (shared/schemas/review.ts). */
    errors: {
      nameRequired: 'Sila masukkan nama anda',
      nameTooLong: `Nama anda tidak boleh melebihi ${reviewForm.limits.name} aksara`,
      emailRequired: 'Sila masukkan alamat e-mel anda',
      emailInvalid: 'Sila masukkan alamat e-mel yang sah, contohnya nama@contoh.com',
      emailTooLong: `Alamat e-mel anda tidak boleh melebihi ${reviewForm.limits.email} aksara`,
      product: 'Sila pilih produk yang anda beli',
      rating: 'Sila pilih penilaian 1 hingga 5 bintang',
      storyTooShort: `Sila ceritakan sedikit lagi: sekurang-kurangnya ${reviewForm.limits.storyMin} aksara`,
      storyTooLong: `Kisah anda tidak boleh melebihi ${reviewForm.limits.storyMax} aksara`,
      photoType: 'Foto mestilah imej (JPEG, PNG, WebP, GIF atau AVIF)',
      photoTooLarge: `Setiap foto tidak boleh melebihi ${reviewForm.maxPhotoMb} MB`,
      tooManyPhotos: `Sila pilih tidak lebih daripada ${reviewForm.maxPhotos} foto`,
      permission: 'Sila sahkan bahawa kami boleh menerbitkan ulasan anda',
      unreadable: 'Ulasan anda tidak sampai kepada kami sepenuhnya. Sila cuba lagi.',
      tooLarge: `Jumlah saiz foto melebihi had kami: paling banyak ${reviewForm.maxPhotos} foto, ${reviewForm.maxPhotoMb} MB setiap satu`,
    },
    photoNotImage: message('“{name}” bukan foto yang dapat kami baca. Sila pilih imej JPEG, PNG, WebP, GIF atau AVIF.'),
  },
}

/** Text, and messages of the story's values, as in English. */
export const sectionCopy: Translation<typeof en.sectionCopy> = {
  stats: {
    title: 'Apa yang dilaporkan oleh pelanggan kami',
    note: `Berdasarkan tinjauan terhadap ${survey.respondents} pelanggan yang disahkan.`,
  },
  featured: {
    title: 'Kisah pilihan',
    intro: 'Tiga pelanggan, tiga sebab berbeza untuk mencuba grounding, dengan kata-kata mereka sendiri.',
    challenge: 'Cabarannya',
    solution: 'Penyelesaiannya',
    transformation: 'Perubahannya',
    results: 'Hasil yang diukur',
    usedFor: message('Menggunakannya selama {duration}'),
    shop: message('Beli {product}'),
  },
  videos: {
    title: 'Kisah video',
    intro: 'Enam pelanggan menceritakan kepada kami di hadapan kamera bagaimana minggu-minggu pertama mereka. Inilah kata-kata mereka, sebiji-sebiji.',
    transcript: 'Baca transkrip',
  },
  skeptics: {
    title: 'Daripada ragu-ragu kepada yakin',
    intro: 'Tidak semua orang yakin pada mulanya. Dua pelanggan yang tidak menjangkakan apa-apa.',
  },
  beforeAfter: {
    title: 'Sebelum dan selepas',
    before: 'Sebelum',
    after: 'Selepas',
  },
  gallery: {
    title: 'Galeri foto pelanggan',
    intro: 'Diambil daripada foto susunan produk yang dihantar oleh pelanggan kepada kami.',
  },
  faqs: { title: 'Soalan tentang ulasan' },
  instagram: {
    title: 'Daripada komuniti kami',
    intro: 'Susunan yang dikongsi oleh pelanggan kami. Tag susunan anda dengan #GroundwellSleep untuk dipaparkan.',
  },
  press: {
    title: 'Dalam media',
    intro: 'Apa yang ditulis oleh pengulas selepas mencuba cadar dan tikar kami.',
  },
}
