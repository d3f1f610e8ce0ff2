import { randomUUID } from 'node:crypto'
import { readReviewUpload } from '../../shared/review-upload'
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../shared/storable-text'
import { checkReview, reviewLanguage, reviewMessages } from '../../shared/schemas/review'
import { reviews, type StoredPhoto } from '../db/core'
import { queueMail } from '../mail/outbox'
import { BadRequest, json } from './http'
import { reviewThankYou } from './mail-copy'
import { drawCode, isCodeCollision, issueCode } from './discount-codes'
import { normaliseEmail } from './newsletter-signup'
import type { CheckedPhoto } from './photo-format'
import { rateLimit } from './rate-limit'
import type { FunctionContext } from './types'

/** The first message, with each field's first message, as the other functions answer. */
const invalid = (fieldErrors: Record<string, string>) => new BadRequest(400, Object.values(fieldErrors)[0] ?? 'Invalid review', { fieldErrors })

/**
 * submit-review (multipart form data: name, email, product, rating, story, permission and up to
 * five photos): checks the form with its schema and each photo by its content, stores the photos,
 * then, in one transaction, the review as pending moderation and the thank-you mail carrying the
 * reviewer's discount code. Nothing is shown on the site until a person approves the review.
 */
export async function submitReview(request: Request, ctx: FunctionContext): Promise<Response> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'multipart/form-data') throw new BadRequest(415, 'Content-Type must be multipart/form-data')
  let form: FormData
  try {
    const upload = await readReviewUpload(request)
    if (upload.tooLarge) throw new BadRequest(413, reviewMessages.tooLarge, { fieldErrors: { photos: reviewMessages.tooLarge } })
    form = upload.form
  } catch (error) {
    if (error instanceof BadRequest) throw error
    throw new BadRequest(400, 'Request body is not valid multipart form data')
  }
  for (const [key, value] of form) {
    if (hasUnstorableText(key) || hasUnstorableText(value)) throw new BadRequest(400, UNSTORABLE_TEXT_MESSAGE)
  }

  const check = checkReview(form)
  if (!check.success) throw invalid(check.errors)
  const review = check.data
  const language = reviewLanguage(form)
  if (!language.success) throw invalid({ language: language.error })
  const email = normaliseEmail(review.email)

  const wait =
    (await rateLimit(ctx.db, 'review:ip', ctx.clientIp, ctx.limits.reviewPerAddress)) ||
    (await rateLimit(ctx.db, 'review:email', email, ctx.limits.reviewPerEmail))
  if (wait) throw new BadRequest(429, 'Too many reviews. Please try again later.', {}, { 'Retry-After': String(wait) })

  // Each photo must be a real image by its content, whatever its name or declared type.
  const checked: CheckedPhoto[] = []
  for (const photo of review.photos) {
    const result = await ctx.checkPhoto(new Uint8Array(await photo.arrayBuffer()))
    if (!result) throw invalid({ photos: reviewMessages.photoNotImage(photo.name || 'photo') })
    checked.push(result)
  }

  const uid = randomUUID()
  const stored: StoredPhoto[] = checked.map((p, i) => ({
    key: `${uid}/${i + 1}.${p.extension}`,
    contentType: p.contentType,
    bytes: p.data.byteLength,
    width: p.width,
    height: p.height,
  }))
  try {
    for (const [i, p] of checked.entries()) await ctx.photos.put(stored[i]!.key, p.data, p.contentType)
    for (let attempt = 0; ; attempt++) {
      const drawn = drawCode(ctx.codes, ctx.shop.reviewerDiscountPercent)
      const thankYou = await reviewThankYou(ctx.shop, { ...review, email }, drawn.code, language.language)
      try {
        await ctx.db.transaction(async (tx) => {
          await tx.insert(reviews).values({
            uid,
            status: 'pending',
            name: review.name,
            email,
            product: review.product,
            rating: review.rating,
            story: review.story,
            photos: stored,
            permission: review.permission,
            discountCode: drawn.own ? drawn.code : null,
          })
          await issueCode(tx, ctx.codes, drawn, ctx.shop.reviewerDiscountPercent, 'review', `${ctx.shop.name} review thank-you`)
          await queueMail(tx, thankYou, ctx.messageDomain)
        })
        break
      } catch (error) {
        // Two reviewers drew the same code: draw again.
        if (attempt < 3 && drawn.own && isCodeCollision(error, 'reviews_discount_code_unique')) continue
        throw error
      }
    }
  } catch (error) {
    // Photos of a review that was not saved are not kept.
    await ctx.photos.remove(stored.map((p) => p.key)).catch(() => {})
    throw error
  }
  ctx.onQueued()
  return json({ success: true, status: 'pending', id: uid, photos: stored.length }, 201)
}
