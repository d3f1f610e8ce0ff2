import { moneyAmount } from '../../shared/money'
import { type Db, giftCards } from '../db'
import { markets } from '../../shared/markets'
import { drawGiftCardCode } from './gift-cards'

/** The currencies a card can be issued in: the markets'. */
export const GIFT_CARD_CURRENCIES: readonly string[] = markets.map((m) => m.currency)
/** The largest card the demo store issues, in any currency's units: enough for any order it takes. */
export const MAX_GIFT_CARD_VALUE = 100_000_000

/** Why a card of this amount and currency cannot be issued, or null. */
export function giftCardIssueProblem(amount: number, currency: string): string | null {
  if (!GIFT_CARD_CURRENCIES.includes(currency)) return `The currency is one of ${GIFT_CARD_CURRENCIES.join(', ')}.`
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_GIFT_CARD_VALUE || Math.round(amount * 100) !== amount * 100) {
    return `The amount is a number above 0 and at most ${MAX_GIFT_CARD_VALUE}, with at most two decimals.`
  }
  return null
}

/** Issues a demo gift card of `amount` in `currency` and returns its code (a collision draws again). */
export async function issueGiftCard(db: Db, amount: number, currency: string): Promise<string> {
  const problem = giftCardIssueProblem(amount, currency)
  if (problem) throw new Error(problem)
  for (let attempt = 0; ; attempt++) {
    const code = drawGiftCardCode()
    const value = moneyAmount(amount)
    const inserted = await db
      .insert(giftCards)
      .values({ code, currency, initialValue: value, balance: value })
      .onConflictDoNothing()
      .returning({ code: giftCards.code })
    if (inserted.length) return code
    if (attempt > 5) throw new Error('Could not draw a gift card code that is not taken.')
  }
}
