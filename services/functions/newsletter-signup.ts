import { newsletterSchema } from '../../shared/schemas/newsletter'
import { subscribers } from '../db/core'
import { queueMail } from '../mail/outbox'
import { queueAdminTasks, shopifyLocale } from '../shopify-admin/tasks'
import { drawCode, isCodeCollision, issueCode } from './discount-codes'
import { BadRequest, json, readJson, validate } from './http'
import { welcomeMail } from './mail-copy'
import { rateLimit } from './rate-limit'
import type { FunctionContext } from './types'

/** The address as stored: trimmed and lower-cased, so one person is one subscriber. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * newsletter-signup {email, language?}: stores the subscriber with their discount code (decision 026) and
 * queues the welcome mail carrying it (in the page's language), and the Shopify tasks it owes, in one transaction. Signing up again answers the same success
 * and sends nothing (the code went out the first time).
 */
export async function newsletterSignup(request: Request, ctx: FunctionContext): Promise<Response> {
  const { email, language } = validate(newsletterSchema, await readJson(request))
  const address = normaliseEmail(email)

  const wait =
    (await rateLimit(ctx.db, 'newsletter:ip', ctx.clientIp, ctx.limits.newsletterPerAddress)) ||
    (await rateLimit(ctx.db, 'newsletter:email', address, ctx.limits.newsletterPerEmail))
  if (wait) throw new BadRequest(429, 'Too many sign-up attempts. Please try again later.', {}, { 'Retry-After': String(wait) })

  let created = false
  for (let attempt = 0; ; attempt++) {
    const drawn = drawCode(ctx.codes, ctx.shop.discountPercent)
    const welcome = await welcomeMail(ctx.shop, address, drawn.code, language)
    try {
      created = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .insert(subscribers)
          .values({ email: address, discountCode: drawn.own ? drawn.code : null, language })
          .onConflictDoNothing({ target: subscribers.email })
          .returning({ id: subscribers.id, createdAt: subscribers.createdAt })
        if (!rows.length) return false
        await issueCode(tx, ctx.codes, drawn, ctx.shop.discountPercent, 'newsletter', `${ctx.shop.name} newsletter`)
        if (ctx.codes.kind === 'own' && ctx.codes.inShopify) {
          await queueAdminTasks(tx, [
            {
              kind: 'customer',
              payload: { email: address, subscribedAt: rows[0]!.createdAt.toISOString(), tags: ['newsletter'], locale: shopifyLocale(language) },
            },
          ])
        }
        await queueMail(tx, welcome, ctx.messageDomain)
        return true
      })
      break
    } catch (error) {
      // Two subscribers drew the same code: draw again.
      if (attempt < 3 && drawn.own && isCodeCollision(error, 'subscribers_discount_code_unique')) continue
      throw error
    }
  }
  if (created) ctx.onQueued()
  return json({ success: true, message: 'Subscribed' })
}
