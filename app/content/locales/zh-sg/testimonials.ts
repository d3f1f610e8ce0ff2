import { brand, newsletter, reviewForm } from '#shared/shop'
import type * as en from '../../testimonials'
import type { Translation } from '../translation'
import { claims, customerSurvey } from './claims'
import { message } from '#shared/message'

/**
 * The filters' choices are both the values the reviews are matched on and their labels, and the
 * reviews stay in English: they are English's until the filters carry a label of their own.
 */
export { benefits, productKinds, ratingChoices } from '../../testimonials'

/** Figures and a template helper: nothing to translate. */
export { fill, ratingDistribution } from '../../testimonials'

export const survey: Translation<typeof en.survey> = {
  respondents: customerSurvey.respondents,
  stats: [
    { value: customerSurvey.improvedSleep, label: '睡眠质量改善' },
    { value: customerSurvey.sleepThrough, label: '一觉睡到天亮' },
    { value: customerSurvey.reducedPain, label: '疼痛减轻' },
    { value: claims.ratingText, label: '平均评分' },
    { value: claims.happyCustomers, label: '位满意顾客' },
    { value: customerSurvey.wouldRecommend, label: '愿意推荐给他人' },
  ],
}

export const testimonialsCopy: Translation<typeof en.testimonialsCopy> = {
  breakdownCount: '条评价',
  hero: {
    ratingLabel: `${claims.rating}分（满分5分）`,
    reviewsLabel: `${claims.reviewCountText}+条评价`,
    verifiedLabel: '已验证购买',
    readReviews: '阅读评价',
    writeReview: '撰写评价',
  },
  reviews: {
    title: '顾客评价',
    breakdownTitle: '评分分布',
    outOf: '满分5分',
    basedOn: `共${claims.reviewCountText}条评价`,
    filtersLabel: '筛选评价',
    benefit: '益处',
    product: '产品',
    rating: '评分',
    all: '全部',
    allBenefits: '所有益处',
    /** The product filter's choices (its values) in words. */
    productKinds: { Sheet: '床单', Mat: '接地垫', Kit: '套装' },
    allProducts: '所有产品',
    allRatings: '所有评分',
    searchLabel: '搜索评价',
    searchPlaceholder: '按关键词或姓名搜索',
    apply: '应用',
    clear: '清除筛选',
    empty: '找不到符合条件的评价。',
    showing: message('显示{shown}条评价，共{total, plural, other {#条}}'),
    resultsVary: '效果因人而异。以下是顾客本身的分享，并非医疗建议。',
    stars: message('{n, plural, other {#星}}'),
  },
  form: {
    title: '分享您的故事',
    intro: `告诉其他顾客接地对您有什么帮助。作为答谢，我们会通过电邮发给您一个优惠码，下次购物可享${newsletter.reviewerDiscountPercent}%折扣。`,
    moderationNote: '每条评价在发布前，我们都会先阅读。',
    name: '您的姓名',
    email: '电邮',
    emailHint: '只用来核实您的购买记录和发送优惠码，绝不公开。',
    product: '所购产品',
    productPlaceholder: '选择产品',
    productChoices: [
      { value: 'sheet', label: '接地床单' },
      { value: 'mat', label: '接地垫' },
      { value: 'kit', label: '接地套装' },
    ],
    rating: '您的评分',
    story: '您的故事',
    storyHint: `您有什么变化？花了多长时间？至少${reviewForm.limits.storyMin}个字符。`,
    photos: '照片（选填）',
    photosHint: `最多${reviewForm.maxPhotos}张图片，每张不超过${reviewForm.maxPhotoMb} MB。`,
    photosChosen: message('已选择{n, plural, other {#张照片}}'),
    permission: `我同意${brand.name}在本网站发布我的评价、名字和照片。`,
    requiredNote: '标有*的栏位为必填。',
    submit: '提交评价',
    submitting: '正在提交...',
    fixErrors: '请检查标示出来的栏位。',
    photosAgain: '页面重新加载后无法保留照片：请重新选择。',
    success: {
      title: '感谢您的评价！',
      pending: message('您的评价{photos, plural, =0 {} other {和#张照片}}正在等待审核：每条评价在发布前，我们都会先阅读。'),
      code: `我们已通过电邮发给您一个优惠码，下次购物可享${newsletter.reviewerDiscountPercent}%折扣。`,
      again: '再写一条评价',
    },
    failure: {
      title: '出了点问题',
      description: '请再试一次，或直接发电邮联系我们。',
    },
    /** The form's messages, by the key of the shared schema's (shared/schemas/review.ts). */
    errors: {
      nameRequired: '请填写您的姓名',
      nameTooLong: `姓名最多${reviewForm.limits.name}个字符`,
      emailRequired: '请填写您的电邮地址',
      emailInvalid: '请填写有效的电邮地址，例如 name@example.com',
      emailTooLong: `电邮地址最多${reviewForm.limits.email}个字符`,
      product: '请选择您购买的产品',
      rating: '请选择1至5星的评分',
      storyTooShort: `请多写一点：至少${reviewForm.limits.storyMin}个字符`,
      storyTooLong: `您的故事最多${reviewForm.limits.storyMax}个字符`,
      photoType: '照片必须是图片（JPEG、PNG、WebP、GIF或AVIF）',
      photoTooLarge: `每张照片不能超过${reviewForm.maxPhotoMb} MB`,
      tooManyPhotos: `最多只能选择${reviewForm.maxPhotos}张照片`,
      permission: '请确认我们可以发布您的评价',
      unreadable: '您的评价没有完整送达，请再试一次。',
      tooLarge: `照片总大小超出上限：最多${reviewForm.maxPhotos}张，每张${reviewForm.maxPhotoMb} MB`,
    },
    photoNotImage: message('我们无法读取照片“{name}”，请选择JPEG、PNG、WebP、GIF或AVIF图片。'),
  },
}

export const sectionCopy: Translation<typeof en.sectionCopy> = {
  stats: {
    title: '顾客的反馈',
    note: `根据对${survey.respondents}位已验证顾客的调查。`,
  },
  featured: {
    title: '精选故事',
    intro: '三位顾客，三个尝试接地的不同理由，由他们亲口讲述。',
    challenge: '遇到的问题',
    solution: '解决方法',
    transformation: '带来的改变',
    results: '实际记录的结果',
    usedFor: message('已使用{duration}'),
    shop: message('选购{product}'),
  },
  videos: {
    title: '视频故事',
    intro: '六位顾客在镜头前分享了他们最初几周的体验。以下是他们的原话。',
    transcript: '阅读文字稿',
  },
  skeptics: {
    title: '从怀疑到相信',
    intro: '不是每个人一开始就相信。两位原本不抱任何期望的顾客。',
  },
  beforeAfter: {
    title: '使用前后',
    before: '使用前',
    after: '使用后',
  },
  gallery: {
    title: '顾客照片集',
    intro: '选自顾客发给我们的接地布置照片。',
  },
  faqs: { title: '关于评价的问题' },
  instagram: {
    title: '来自我们的社群',
    intro: '顾客分享的接地布置。用#GroundwellSleep标记您的照片，就有机会被展示。',
  },
  press: {
    title: '媒体报道',
    intro: '评测人员试用我们的床单和接地垫后写下的评语。',
  },
}
