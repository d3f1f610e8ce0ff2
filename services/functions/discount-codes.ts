import { randomInt } from 'node:crypto'
import { discountCodeRules } from '../../shared/shop'
import { type DiscountSource, discountCodes, isUniqueViolation } from '../db/core'
import type { Executor } from '../mail/outbox'
import { queueAdminTasks } from '../shopify-admin/tasks'

// No 0/O or 1/I/L: a code read from an e-mail is typed without confusion.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const randomChunk = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** A subscriber's or reviewer's own code, such as GW10-7KQ3M9PX (31^8, about 850 billion codes). */
export const discountCode = (percent: number) => `GW${percent}-${randomChunk(8)}`

export type IssuedCode = { code: string; percent: number; source: DiscountSource; expiresAt: Date }

/** Until when a code issued now can be used. */
export const codeExpiry = (issuedAt: Date) => new Date(issuedAt.getTime() + discountCodeRules.validDays * 86_400_000)

/**
 * Records a code the shop is about to mail (inside the transaction of its sign-up or review), so
 * the embedded store redeems it and the Admin API task can create it in Shopify.
 */
export async function recordDiscountCode(tx: Executor, code: string, percent: number, source: DiscountSource, now = new Date()): Promise<IssuedCode> {
  const issued = { code, percent, source, expiresAt: codeExpiry(now) }
  await tx.insert(discountCodes).values({ ...issued, createdAt: now })
  return issued
}

/** Two people drew the same code (in either table that holds codes): draw again. */
export const isCodeCollision = (error: unknown, tableConstraint: string) =>
  isUniqueViolation(error, tableConstraint) || isUniqueViolation(error, 'discount_codes_pkey')

/**
 * Where the codes the shop mails come from (decision 026). `own`: each subscriber and reviewer
 * draws a code of their own, and with `inShopify` it is also created in Shopify by an Admin API
 * task (and each subscriber becomes a Shopify customer). `shared`: the one code the owner made in
 * Shopify by hand (NEWSLETTER_DISCOUNT_CODE), mailed to everyone.
 */
export type CodePolicy = { kind: 'own'; inShopify: boolean } | { kind: 'shared'; code: string }

/** The embedded store's way: codes of their own, redeemed by the embedded store. */
export const embeddedCodes: CodePolicy = { kind: 'own', inShopify: false }

/**
 * The policy a deployment's settings give. With a real store, codes of their own need the Admin
 * token to exist in Shopify; the owner's shared code stands in without it. With neither, codes
 * of their own are still drawn and their Shopify tasks wait in the table: setting the token later
 * creates every one (the warning says so at start-up).
 */
export function codePolicy(settings: { realStore: boolean; adminToken: boolean; sharedCode: string | null }): { policy: CodePolicy; warning: string | null } {
  if (!settings.realStore) return { policy: embeddedCodes, warning: null }
  if (settings.adminToken) {
    return {
      policy: { kind: 'own', inShopify: true },
      warning: settings.sharedCode
        ? 'NEWSLETTER_DISCOUNT_CODE is not used: with SHOPIFY_ADMIN_API_TOKEN each subscriber and reviewer gets a code of their own'
        : null,
    }
  }
  if (settings.sharedCode) return { policy: { kind: 'shared', code: settings.sharedCode }, warning: null }
  return {
    policy: { kind: 'own', inShopify: true },
    warning:
      'Neither SHOPIFY_ADMIN_API_TOKEN nor NEWSLETTER_DISCOUNT_CODE is set: the codes mailed to subscribers and reviewers will not redeem in Shopify until the token is set (they wait in shopify_admin_tasks)',
  }
}

/** The code to mail, and whether it is the person's own (recorded and redeemable once) or the shared one. */
export const drawCode = (policy: CodePolicy, percent: number) =>
  policy.kind === 'shared' ? { code: policy.code, own: false } : { code: discountCode(percent), own: true }

/**
 * Records a person's own code (inside the transaction of their sign-up or review) and, when the
 * codes live in Shopify too, the task that creates it there. A shared code needs neither.
 */
export async function issueCode(
  tx: Executor,
  policy: CodePolicy,
  drawn: { code: string; own: boolean },
  percent: number,
  source: DiscountSource,
  title: string,
  now = new Date(),
) {
  if (!drawn.own) return
  const issued = await recordDiscountCode(tx, drawn.code, percent, source, now)
  if (policy.kind === 'own' && policy.inShopify) {
    await queueAdminTasks(tx, [
      {
        kind: 'discount-code',
        payload: { code: issued.code, percent, title: `${title} ${issued.code}`, startsAt: now.toISOString(), endsAt: issued.expiresAt.toISOString() },
      },
    ])
  }
}
