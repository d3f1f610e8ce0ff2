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
  SkepticStory,
  StarRating,
  StoryProduct,
  Testimonial,
  TestimonialStory,
  VideoStory,
} from '../../testimonials'

/**
 * Logic, not copy: the filters' values are matched against the reviews and kept in the page's URL
 * (app/features/reviews/filters.ts), the distribution is figures, `fill` fills a template.
 */
export { benefits, fill, productKinds, ratingChoices, ratingDistribution } from '../../testimonials'

/** The statistics grid: a survey of verified customers. */
export const survey: Translation<typeof en.survey> = {
  respondents: '2,500+',
  stats: [
    { value: '92%', label: '睡眠質素改善' },
    { value: '87%', label: '能一覺到天光' },
    { value: '78%', label: '痛楚減少' },
    { value: claims.ratingText, label: '平均評分' },
    { value: claims.happyCustomers, label: '位滿意顧客' },
    { value: '86%', label: '願意推薦' },
  ],
}

/** Copy of the testimonials page's interactive parts (hero, reviews, form). */
export const testimonialsCopy: Translation<typeof en.testimonialsCopy> = {
  breakdownCount: '則評價',
  hero: {
    ratingLabel: `${claims.rating}分（滿分5分）`,
    reviewsLabel: `超過${claims.reviewCountText}則評價`,
    verifiedLabel: '已驗證購買',
    readReviews: '閱讀評價',
    writeReview: '撰寫評價',
  },
  reviews: {
    title: '顧客評價',
    breakdownTitle: '評分分佈',
    outOf: '（滿分5分）',
    basedOn: `根據${claims.reviewCountText}則評價`,
    filtersLabel: '篩選評價',
    benefit: '好處',
    product: '產品',
    rating: '評分',
    all: '全部',
    allBenefits: '所有好處',
    /** The product filter's choices (its values) in words. */
    productKinds: { Sheet: '床單', Mat: '接地墊', Kit: '套裝' },
    allProducts: '所有產品',
    allRatings: '所有評分',
    searchLabel: '搜尋評價',
    searchPlaceholder: '按關鍵字或名字搜尋',
    apply: '套用',
    clear: '清除篩選',
    empty: '找不到符合條件的評價。',
    showing: message('顯示{shown}則評價（共{total, plural, other {#則}}）'),
    resultsVary: '個人效果因人而異。以上為顧客的親身分享，並非醫療建議。',
    stars: message('{n, plural, other {#星}}'),
  },
  form: {
    title: '分享你的故事',
    intro: `告訴其他顧客接地對你有何幫助。為表謝意，我們會以電郵送上下次購物可享${newsletter.reviewerDiscountPercent}%折扣的優惠碼。`,
    moderationNote: '所有評價均會經我們閱覽後才發佈。',
    name: '你的名字',
    email: '電郵',
    emailHint: '只用於核實你的購買紀錄及寄送優惠碼，絕不公開。',
    product: '購買的產品',
    productPlaceholder: '選擇產品',
    productChoices: [
      { value: 'sheet', label: '接地床單' },
      { value: 'mat', label: '接地墊' },
      { value: 'kit', label: '接地套裝' },
    ],
    rating: '你的評分',
    story: '你的故事',
    storyHint: `你有甚麼改變？用了多久？最少${reviewForm.limits.storyMin}字。`,
    photos: '相片（選填）',
    photosHint: `最多${reviewForm.maxPhotos}張圖片，每張不超過${reviewForm.maxPhotoMb} MB。`,
    photosChosen: message('已選擇{n, plural, other {#張相片}}'),
    permission: `我同意${brand.name}在本網站刊登我的評價、名字及相片。`,
    requiredNote: '標有 * 的欄位必須填寫。',
    submit: '提交評價',
    submitting: '提交中...',
    fixErrors: '請檢查已標示的欄位。',
    photosAgain: '重新載入頁面後無法保留相片：請重新選擇。',
    success: {
      title: '多謝你的評價！',
      pending: message('你的評價{photos, plural, =0 {} other {及#張相片}}正在等待審核：所有評價均會經我們閱覽後才發佈。'),
      code: `我們已以電郵送上下次購物可享${newsletter.reviewerDiscountPercent}%折扣的優惠碼。`,
      again: '再撰寫一則評價',
    },
    failure: {
      title: '出現問題',
      description: '請再試一次，或直接以電郵聯絡我們。',
    },
    /** The form's messages, by the key of the shared schema's (shared/schemas/review.ts). */
    errors: {
      nameRequired: '請填寫你的名字',
      nameTooLong: `名字最多${reviewForm.limits.name}個字元`,
      emailRequired: '請填寫你的電郵地址',
      emailInvalid: '請填寫有效的電郵地址，例如 name@example.com',
      emailTooLong: `電郵地址最多${reviewForm.limits.email}個字元`,
      product: '請選擇你購買的產品',
      rating: '請選擇1至5星的評分',
      storyTooShort: `請多寫一點：最少${reviewForm.limits.storyMin}字`,
      storyTooLong: `你的故事最多${reviewForm.limits.storyMax}字`,
      photoType: '相片必須是圖片（JPEG、PNG、WebP、GIF或AVIF）',
      photoTooLarge: `每張相片不可超過${reviewForm.maxPhotoMb} MB`,
      tooManyPhotos: `最多只可選擇${reviewForm.maxPhotos}張相片`,
      permission: '請確認我們可以刊登你的評價',
      unreadable: '你的評價未能完整送達，請再試一次。',
      tooLarge: `相片總大小超出上限：最多${reviewForm.maxPhotos}張，每張${reviewForm.maxPhotoMb} MB`,
    },
    photoNotImage: message('我們無法讀取「{name}」這張相片，請選擇JPEG、PNG、WebP、GIF或AVIF圖片。'),
  },
}

/** Copy of the page's static sections: text, and messages of the story's values, as in English. */
export const sectionCopy: Translation<typeof en.sectionCopy> = {
  stats: {
    title: '顧客的分享',
    note: `根據一項訪問了${survey.respondents}位已驗證顧客的調查。`,
  },
  featured: {
    title: '精選故事',
    intro: '三位顧客，三個嘗試接地的不同原因，由他們親身道來。',
    challenge: '困擾',
    solution: '解決方法',
    transformation: '改變',
    results: '實際量度結果',
    usedFor: message('已使用{duration}'),
    shop: message('選購{product}'),
  },
  videos: {
    title: '影片故事',
    intro: '六位顧客在鏡頭前分享了他們最初幾星期的經歷。以下是他們的原話。',
    transcript: '閱讀文字稿',
  },
  skeptics: {
    title: '由懷疑到相信',
    intro: '不是每個人一開始都深信不疑。兩位原本不抱任何期望的顧客。',
  },
  beforeAfter: {
    title: '使用前後',
    before: '之前',
    after: '之後',
  },
  gallery: {
    title: '顧客相片集',
    intro: '選自顧客寄給我們的使用情況相片。',
  },
  faqs: { title: '有關評價的問題' },
  instagram: {
    title: '來自我們的社群',
    intro: '顧客分享的使用情況。在你的相片加上 #GroundwellSleep，即有機會獲精選。',
  },
  press: {
    title: '媒體報道',
    intro: '評論人試用我們的床單及接地墊後的評語。',
  },
}

export type SectionCopy = Translation<typeof en.sectionCopy>
