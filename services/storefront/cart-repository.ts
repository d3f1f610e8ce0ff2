import { and, eq, isNull } from 'drizzle-orm'
import { carts, type Db, orders } from '../db'
import type { CartRecord, CartRepository } from './carts'

/** The embedded store's carts and orders in the shop's database, shared by every server copy. */
export function databaseCartRepository(database: Promise<Db>): CartRepository {
  return {
    async insert(cart) {
      const db = await database
      await db.insert(carts).values({ token: cart.token, key: cart.key, lines: cart.lines, createdAt: new Date(cart.createdAt) })
    },
    async findByToken(token) {
      const db = await database
      const [row] = await db.select().from(carts).where(eq(carts.token, token)).limit(1)
      if (!row) return null
      return {
        token: row.token,
        key: row.key,
        lines: row.lines,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
      } satisfies CartRecord
    },
    async complete(token, order) {
      const db = await database
      // One transaction: the cart is completed exactly once, and only then is its order recorded.
      return db.transaction(async (tx) => {
        const done = await tx
          .update(carts)
          .set({ completedAt: new Date() })
          .where(and(eq(carts.token, token), isNull(carts.completedAt)))
          .returning({ token: carts.token })
        if (done.length === 0) return null
        const [placed] = await tx.insert(orders).values({ cartToken: token, email: order.email, total: order.total, currency: order.currency }).returning({ number: orders.number })
        return placed!.number
      })
    },
  }
}
