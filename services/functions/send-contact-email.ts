import { contactSchema } from '../../shared/schemas/contact'
import { contactMessages } from '../db/core'
import { queueMail } from '../mail/outbox'
import { BadRequest, json, readJson, validate } from './http'
import { contactAcknowledgement, contactNotification } from './mail-copy'
import { rateLimit } from './rate-limit'
import type { FunctionContext } from './types'

/**
 * send-contact-email {name, email, phone, subject, message, language?}: stores the message and, in
 * the same transaction, queues a notification to support (reply-to the shopper, in English, naming
 * the shopper's language) and an acknowledgement to the shopper in their language. Header values are cleaned of control characters when queued and when sent.
 */
export async function sendContactEmail(request: Request, ctx: FunctionContext): Promise<Response> {
  const message = validate(contactSchema, await readJson(request))
  const email = message.email.toLowerCase()

  const wait =
    (await rateLimit(ctx.db, 'contact:ip', ctx.clientIp, ctx.limits.contactPerAddress)) ||
    (await rateLimit(ctx.db, 'contact:email', email, ctx.limits.contactPerEmail))
  if (wait) throw new BadRequest(429, 'Too many messages. Please try again later.', {}, { 'Retry-After': String(wait) })

  const notification = await contactNotification(ctx.shop, message)
  const acknowledgement = await contactAcknowledgement(ctx.shop, message)
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: message.name,
      email: message.email,
      phone: message.phone || null,
      subject: message.subject,
      message: message.message,
    })
    await queueMail(tx, notification, ctx.messageDomain)
    await queueMail(tx, acknowledgement, ctx.messageDomain)
  })
  ctx.onQueued()
  return json({ success: true, message: 'Message sent' })
}
