import { newsletterSchema } from '../../shared/schemas/newsletter'
import { subscribers } from '../db/core'
import { queueMail } from '../mail/outbox'
import { discountCode, isCodeCollision, recordDiscountCode } from './discount-codes'
import { BadRequest, json, readJson, validate } from './http'
import { welcomeMail } from './mail-copy'
import { rateLimit } from './rate-limit'
import type { FunctionContext } from './types'


/** The address as stored: trimmed and lower-cased, so one person is one subscriber. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * newsletter-signup {email}: stores the subscriber with a discount code of their own and queues
 * the welcome mail carrying it, in one transaction. Signing up again answers the same success
 * and sends nothing (the code went out the first time).
 */
export async function newsletterSignup(request: Request, ctx: FunctionContext): Promise<Response> {
  const { email } = validate(newsletterSchema, await readJson(request))
  const address = normaliseEmail(email)

  const wait =
    (await rateLimit(ctx.db, 'newsletter:ip', ctx.clientIp, ctx.limits.newsletterPerAddress)) ||
    (await rateLimit(ctx.db, 'newsletter:email', address, ctx.limits.newsletterPerEmail))
  if (wait) throw new BadRequest(429, 'Too many sign-up attempts. Please try again later.', {}, { 'Retry-After': String(wait) })

  let created = false
  for (let attempt = 0; ; attempt++) {
    try {
      created = await ctx.db.transaction(async (tx) => {
        const code = discountCode(ctx.shop.discountPercent)
        const rows = await tx
          .insert(subscribers)
          .values({ email: address, discountCode: code })
          .onConflictDoNothing({ target: subscribers.email })
          .returning({ id: subscribers.id })
        if (!rows.length) return false
        await recordDiscountCode(tx, code, ctx.shop.discountPercent, 'newsletter')
        await queueMail(tx, welcomeMail(ctx.shop, address, code), ctx.messageDomain)
        return true
      })
      break
    } catch (error) {
      // Two subscribers drew the same code: draw again.
      if (attempt < 3 && isCodeCollision(error, 'subscribers_discount_code_unique')) continue
      throw error
    }
  }
  if (created) ctx.onMailQueued()
  return json({ success: true, message: 'Subscribed' })
}
