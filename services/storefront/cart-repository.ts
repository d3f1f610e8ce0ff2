import { moneyAmount } from '../../shared/money'
import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm'
import { analyticsEvents, carts, type Db, discountCodes, giftCardDebits, giftCards, orders } from '../db'
import type { CartRecord, CartRepository } from './carts'
import type { StoredDiscount } from './discounts'
import type { StoredGiftCard } from './gift-cards'

/** The embedded store's carts, orders and discount codes in the shop's database, shared by every server copy. */
export function databaseCartRepository(database: Promise<Db>): CartRepository {
  return {
    async insert(cart) {
      const db = await database
      await db.insert(carts).values({
        token: cart.token,
        key: cart.key,
        lines: cart.lines,
        discountCodes: cart.discountCodes,
        giftCardCodes: cart.giftCardCodes,
        countryCode: cart.countryCode,
        language: cart.language,
        note: cart.note,
        attributes: cart.attributes,
        uniqueToken: cart.tracking?.unique ?? null,
        visitToken: cart.tracking?.visit ?? null,
        createdAt: new Date(cart.createdAt),
      })
    },
    async findByToken(token) {
      const db = await database
      const [row] = await db.select().from(carts).where(eq(carts.token, token)).limit(1)
      if (!row) return null
      return {
        token: row.token,
        key: row.key,
        lines: row.lines,
        discountCodes: row.discountCodes,
        giftCardCodes: row.giftCardCodes,
        countryCode: row.countryCode,
        language: row.language,
        note: row.note,
        attributes: row.attributes,
        tracking: { unique: row.uniqueToken, visit: row.visitToken },
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
      } satisfies CartRecord
    },
    async findDiscounts(codes) {
      const found = new Map<string, StoredDiscount>()
      if (!codes.length) return found
      const db = await database
      const rows = await db.select().from(discountCodes).where(inArray(discountCodes.code, codes))
      for (const row of rows) found.set(row.code, { percent: row.percent, expiresAt: row.expiresAt, redeemedAt: row.redeemedAt })
      return found
    },
    async setDiscountCodes(token, codes) {
      const db = await database
      await db
        .update(carts)
        .set({ discountCodes: codes })
        .where(and(eq(carts.token, token), isNull(carts.completedAt)))
    },
    async findGiftCards(codes) {
      const found = new Map<string, StoredGiftCard>()
      if (!codes.length) return found
      const db = await database
      const rows = await db.select().from(giftCards).where(inArray(giftCards.code, codes))
      for (const row of rows) found.set(row.code, { code: row.code, currency: row.currency, balance: Number(row.balance) })
      return found
    },
    async setGiftCardCodes(token, codes) {
      const db = await database
      await db
        .update(carts)
        .set({ giftCardCodes: codes })
        .where(and(eq(carts.token, token), isNull(carts.completedAt)))
    },
    async startCheckout(cart, event) {
      if (!cart.tracking?.unique && !cart.tracking?.visit) return
      const db = await database
      await db.transaction(async (tx) => {
        const first = await tx
          .update(carts)
          .set({ checkoutStartedAt: new Date() })
          .where(and(eq(carts.token, cart.token), isNull(carts.checkoutStartedAt), isNull(carts.completedAt)))
          .returning({ at: carts.checkoutStartedAt })
        if (!first.length) return
        await tx.insert(analyticsEvents).values({
          occurredAt: first[0]!.at!,
          event: 'checkout_started',
          visitor: cart.tracking?.unique ?? null,
          session: cart.tracking?.visit ?? null,
          market: event.market,
          currency: event.currency,
          path: '/checkout',
          products: event.products.length ? event.products : null,
        })
      })
    },
    async complete(token, order) {
      const db = await database
      // One transaction: the cart is completed exactly once, its code redeemed exactly once, and
      // only then is the order recorded. A code another order took first rolls everything back.
      return db
        .transaction(async (tx) => {
          const done = await tx
            .update(carts)
            .set({ completedAt: new Date() })
            .where(and(eq(carts.token, token), isNull(carts.completedAt)))
            .returning({ token: carts.token })
          if (done.length === 0) return { status: 'completed' as const }
          const [placed] = await tx
            .insert(orders)
            .values({ cartToken: token, email: order.email, total: order.total, currency: order.currency, discountCode: order.discountCode })
            .returning({ number: orders.number })
          if (order.discountCode) {
            const redeemed = await tx
              .update(discountCodes)
              .set({ redeemedAt: new Date(), orderNumber: placed!.number })
              .where(and(eq(discountCodes.code, order.discountCode), isNull(discountCodes.redeemedAt), gt(discountCodes.expiresAt, new Date())))
              .returning({ code: discountCodes.code })
            if (redeemed.length === 0) throw new CodeTaken()
          }
          // Each card debited once, by this order, only while it still holds what the checkout showed.
          for (const { code, amount } of order.giftCards) {
            const debited = await tx
              .update(giftCards)
              .set({ balance: sql`${giftCards.balance} - ${moneyAmount(amount)}` })
              .where(and(eq(giftCards.code, code), gte(giftCards.balance, moneyAmount(amount))))
              .returning({ code: giftCards.code })
            if (debited.length === 0) throw new GiftCardTaken()
            await tx.insert(giftCardDebits).values({ orderNumber: placed!.number, code, amount: moneyAmount(amount) })
          }
          return { status: 'placed' as const, orderNumber: placed!.number }
        })
        .catch((error: unknown) => {
          if (error instanceof CodeTaken) return { status: 'code-used' as const }
          if (error instanceof GiftCardTaken) return { status: 'gift-card-used' as const }
          throw error
        })
    },
  }
}

/** Rolls the order's transaction back when its code was redeemed (or expired) since it was shown. */
class CodeTaken extends Error {}
/** Rolls it back when a gift card no longer holds what the order takes from it (another order spent it). */
class GiftCardTaken extends Error {}
