import { brand, newsletter, reviewForm } from '#shared/shop'
import { photoNotImageMessage, reviewMessages } from '#shared/schemas/review'
import { claims } from '~/content/claims'
import { message } from '#shared/message'
import type { Localized } from '~/i18n/format'
import type { ProductKind, StarRating } from '~/content/review-choices'

/**
 * The testimonials page: its types, filter choices, survey figures, rating distribution and copy.
 * The long content (stories, before/after cards, video stories, review questions) is in
 * `./testimonials-stories` and the reviews in `./testimonials-reviews`: the page receives those as
 * route data, so they are not part of its JavaScript.
 */

export { benefits, productKinds, ratingChoices } from '~/content/review-choices'

// The schema's texts; its one message made from a value (the file's name) is `photoNotImage` below.
const { photoNotImage: _photoNotImage, ...reviewFieldMessages } = reviewMessages
export type { Benefit, ProductKind, StarRating } from '~/content/review-choices'

/** A product of the catalogue a story links to (its handle opens `/product/{handle}`). */
export type StoryProduct = { title: string; handle: string }

export type TestimonialStory = {
  id: string
  name: string
  location: string
  /** Age and occupation, as the customer gave them. */
  about: string
  product: StoryProduct
  /** How long the customer had used the product when they told their story. */
  duration: string
  rating: StarRating
  initials: string
  challenge: string
  solution: string
  transformation: string
  /** Four measurable results the customer tracked. */
  metrics: { label: string; value: string }[]
  quote: string
}

export type SkepticStory = {
  id: string
  name: string
  /** A one-line headline of the story. */
  title: string
  location: string
  product: StoryProduct
  rating: StarRating
  initials: string
  story: string
}

export type BeforeAfterKind = 'sleep' | 'pain' | 'energy' | 'recovery'

/** A before/after card. */
export type Testimonial = {
  id: string
  kind: BeforeAfterKind
  /** The card's heading. */
  title: string
  name: string
  rating: StarRating
  before: string
  after: string
  /** The measured change. */
  metric: string
  verified: boolean
}

/** The statistics grid: a survey of verified customers. */
export const survey = {
  respondents: '2,500+',
  stats: [
    { value: '92%', label: 'improved sleep quality' },
    { value: '87%', label: 'sleep through the night' },
    { value: '78%', label: 'reduced pain' },
    { value: claims.ratingText, label: 'average rating' },
    { value: claims.happyCustomers, label: 'happy customers' },
    { value: '86%', label: 'would recommend' },
  ],
} as const

export type RatingShare = { stars: StarRating; percent: number; count: number }

/** How the reviews are spread over the stars; the counts add up to the review count. */
export const ratingDistribution: RatingShare[] = [
  { stars: 5, percent: 89, count: 2089 },
  { stars: 4, percent: 8, count: 188 },
  { stars: 3, percent: 2, count: 47 },
  { stars: 2, percent: 0.5, count: 12 },
  { stars: 1, percent: 0.5, count: 11 },
]

export type GalleryScene = 'bed' | 'desk' | 'yoga' | 'sofa' | 'kit' | 'feet' | 'pillow' | 'garden'

export type VideoStory = { id: string; title: string; name: string; scene: GalleryScene; quote: string; transcript: string[] }
export type GalleryPhoto = { id: string; scene: GalleryScene; caption: string }
export type CommunityPost = { id: string; scene: GalleryScene; tag: string; caption: string }
export type PressMention = { id: string; outlet: string; quote: string }
export type ReviewFaq = { id: string; question: string; answer: string }

/** Copy of the testimonials page's interactive parts (hero, reviews, form). */
export const testimonialsCopy = {
  /** Read out after a rating's count in the breakdown. */
  breakdownCount: ' reviews',
  hero: {
    ratingLabel: `${claims.rating} out of 5`,
    reviewsLabel: `${claims.reviewCountText}+ reviews`,
    verifiedLabel: 'Verified purchases',
    readReviews: 'Read reviews',
    writeReview: 'Write a review',
  },
  reviews: {
    title: 'Customer reviews',
    breakdownTitle: 'Rating breakdown',
    outOf: 'out of 5',
    basedOn: `Based on ${claims.reviewCountText} reviews`,
    filtersLabel: 'Filter reviews',
    benefit: 'Benefit',
    product: 'Product',
    rating: 'Rating',
    all: 'All',
    allBenefits: 'All benefits',
    /** The product filter's choices (its values) in words. */
    productKinds: { Sheet: 'Sheet', Mat: 'Mat', Kit: 'Kit' } satisfies Record<ProductKind, string>,
    allProducts: 'All products',
    allRatings: 'All ratings',
    searchLabel: 'Search reviews',
    searchPlaceholder: 'Search by keyword or name',
    apply: 'Apply',
    clear: 'Clear filters',
    empty: 'No reviews found matching your criteria.',
    showing: message<{ shown: number; total: number }>('Showing {shown} of {total, plural, one {# review} other {# reviews}}'),
    resultsVary: 'Individual results vary. These are customers’ own accounts, not medical advice.',
    stars: message<{ n: number }>('{n, plural, one {# star} other {# stars}}'),
  },
  form: {
    title: 'Share your story',
    intro: `Tell other shoppers how grounding has worked for you. As a thank-you, we e-mail you a code for ${newsletter.reviewerDiscountPercent}% off your next purchase.`,
    moderationNote: 'We read every review before it is published.',
    name: 'Your name',
    email: 'E-mail',
    emailHint: 'Only used to verify your purchase and send your discount code. Never published.',
    product: 'Product purchased',
    productPlaceholder: 'Choose a product',
    productChoices: [
      { value: 'sheet', label: 'Grounding sheet' },
      { value: 'mat', label: 'Grounding mat' },
      { value: 'kit', label: 'Grounding kit' },
    ],
    rating: 'Your rating',
    story: 'Your story',
    storyHint: `What changed for you, and how long did it take? At least ${reviewForm.limits.storyMin} characters.`,
    photos: 'Photos (optional)',
    photosHint: `Up to ${reviewForm.maxPhotos} images, ${reviewForm.maxPhotoMb} MB each.`,
    photosChosen: message<{ n: number }>('{n, plural, one {# photo} other {# photos}} selected'),
    permission: `I agree that ${brand.name} may publish my review, first name and photos on this site.`,
    requiredNote: 'Fields marked * are required.',
    submit: 'Submit review',
    submitting: 'Submitting...',
    fixErrors: 'Please check the highlighted fields.',
    photosAgain: 'Photos cannot be kept when the page reloads: please choose them again.',
    success: {
      title: 'Thank you for your review!',
      pending: message<{ photos: number }>(
        '{photos, plural, =0 {Your review is} one {Your review and # photo are} other {Your review and # photos are}} waiting for moderation: we read every review before it is published.',
      ),
      code: `We have e-mailed you a code for ${newsletter.reviewerDiscountPercent}% off your next purchase.`,
      again: 'Write another review',
    },
    failure: {
      title: 'Something went wrong',
      description: 'Please try again or contact us directly via email.',
    },
    /** The form's messages, by the key of the shared schema's (shared/schemas/review.ts): the page shows them in its language. */
    errors: reviewFieldMessages,
    /** A photo the backend found is no image, by its file's name. */
    photoNotImage: message<{ name: string }>(photoNotImageMessage),
  },
} as const

/**
 * Copy of the page's static sections: text, and messages of the story's values (`{duration}`).
 * The page receives it as route data (pageCopy), so it is not part of the page's JavaScript.
 */
export const sectionCopy = {
  stats: {
    title: 'What our customers report',
    note: `Based on a survey of ${survey.respondents} verified customers.`,
  },
  featured: {
    title: 'Featured stories',
    intro: 'Three customers, three different reasons to try grounding, in their own words.',
    challenge: 'The challenge',
    solution: 'The solution',
    transformation: 'The transformation',
    results: 'Measured results',
    usedFor: message<{ duration: string }>('Using it for {duration}'),
    shop: message<{ product: string }>('Shop the {product}'),
  },
  videos: {
    title: 'Video stories',
    intro: 'Six customers told us on camera how their first weeks went. Here is what they said, word for word.',
    transcript: 'Read the transcript',
  },
  skeptics: {
    title: 'From skeptic to believer',
    intro: 'Not everyone starts convinced. Two customers who expected nothing.',
  },
  beforeAfter: {
    title: 'Before and after',
    before: 'Before',
    after: 'After',
  },
  gallery: {
    title: 'Customer photo gallery',
    intro: 'Drawn from the photos customers sent us of their set-ups.',
  },
  faqs: { title: 'Questions about reviews' },
  instagram: {
    title: 'From our community',
    intro: 'Set-ups our customers shared. Tag yours with #GroundwellSleep to be featured.',
  },
  press: {
    title: 'In the press',
    intro: 'What reviewers wrote after trying our sheets and mats.',
  },
}

/** The sections' copy as the components read it (useCopy). */
export type SectionCopy = Localized<typeof sectionCopy>

/** A copy template with its `{name}` values filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))
