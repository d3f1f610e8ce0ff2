import { randomInt } from 'node:crypto'
import { discountCodeRules } from '../../shared/shop'
import { type DiscountSource, discountCodes, isUniqueViolation } from '../db/core'
import type { Executor } from '../mail/outbox'

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
