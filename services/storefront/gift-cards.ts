import { createHash, randomInt } from 'node:crypto'
import { lastCharactersOf, storeGiftCardErrors } from '../../shared/gift-card-code'
import type { MarketCurrency } from '../../shared/markets'
import { priceLists } from './price-lists'

/**
 * The embedded store's demo gift cards. A card is issued in one currency, as Shopify's are; a cart
 * in another currency spends it converted at the store's fixed rates (price-lists.ts), as Shopify
 * converts a card's balance at checkout: `amountUsed` and `balance` in the card's currency,
 * `presentmentAmountUsed` in the cart's. What a card covers is decided whenever the cart is read.
 */
export type StoredGiftCard = { code: string; currency: string; balance: number }

/**
 * Why a code is refused, in the words of Shopify's checkout error codes for gift cards
 * (GIFT_CARD_CODE_INVALID, GIFT_CARD_DEPLETED); the cart answers them as userErrors with code
 * INVALID, in English whatever the operation's language, as Shopify's.
 */
export const giftCardErrors = storeGiftCardErrors

const rateOf = (currency: string) => (currency === 'SGD' ? 1 : (priceLists[currency as Exclude<MarketCurrency, 'SGD'>]?.rate ?? null))

/** An amount in another currency, through the store's base (SGD), to the cent below: a card never covers more than it holds. */
export function convertAmount(amount: number, from: string, to: string): number {
  if (from === to) return amount
  const rateFrom = rateOf(from)
  const rateTo = rateOf(to)
  if (!rateFrom || !rateTo) return 0
  return Math.floor(((amount / rateFrom) * rateTo + 1e-9) * 100) / 100
}

/** A stable id per code, so `cartGiftCardCodesRemove` can name the card without its code. */
export const appliedGiftCardId = (code: string) =>
  `gid://shopify/AppliedGiftCard/${BigInt(`0x${createHash('sha256').update(code).digest('hex').slice(0, 12)}`)}`

export type GiftCardUse = {
  code: string
  id: string
  lastCharacters: string
  currency: string
  /** The card's balance before this order, in its currency. */
  balance: number
  /** What it covers: in the payment's currency, and the same taken from the card in its own. */
  presentmentAmountUsed: number
  amountUsed: number
}

/**
 * What the cart's cards cover of `payable` (in `currency`), in the order they were entered; a card
 * with nothing left, or unknown by now, covers nothing and is left out, as Shopify leaves it out.
 */
export function spendGiftCards(codes: string[], found: Map<string, StoredGiftCard>, payable: number, currency: string) {
  let left = Math.round(payable * 100) / 100
  const uses: GiftCardUse[] = []
  for (const code of codes) {
    const card = found.get(code)
    if (!card || card.balance <= 0) continue
    const available = convertAmount(card.balance, card.currency, currency)
    const used = Math.min(available, left)
    // The whole balance when the card is spent out; else its share in the card's currency, at most what it holds.
    const amountUsed = used === available ? card.balance : Math.min(card.balance, Math.ceil(convertAmount(used, currency, card.currency) * 100) / 100)
    left = Math.round((left - used) * 100) / 100
    uses.push({
      code,
      id: appliedGiftCardId(code),
      lastCharacters: lastCharactersOf(code),
      currency: card.currency,
      balance: card.balance,
      presentmentAmountUsed: used,
      amountUsed,
    })
  }
  return { uses, covered: Math.round((payable - left) * 100) / 100 }
}

/** Why a code cannot go on a cart now, or null when it can. */
export function giftCardRefusal(card: StoredGiftCard | undefined): string | null {
  if (!card) return giftCardErrors.invalid
  return card.balance > 0 ? null : giftCardErrors.depleted
}

/** A new card's code: 16 characters from an alphabet without the ones read for others (0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const drawGiftCardCode = () => Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** A code as it is printed on a card: four groups of four. */
export const printedGiftCardCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ')
