import { describe, expect, it } from 'vitest'
import { giftCardCodeMessages, giftCardRefusalOf, lastCharactersOf, normaliseGiftCardCode, storeGiftCardErrors } from './gift-card-code'

describe('normaliseGiftCardCode', () => {
  it('drops the spaces and dashes a card is printed with, in upper case', () => {
    expect(normaliseGiftCardCode(' abcd-efgh 2345 wxyz ')).toEqual({ ok: true, code: 'ABCDEFGH2345WXYZ' })
  })

  it('refuses what cannot be a code, each with its message', () => {
    expect(normaliseGiftCardCode('   ')).toEqual({ ok: false, message: giftCardCodeMessages.empty })
    expect(normaliseGiftCardCode('ABC1234')).toEqual({ ok: false, message: giftCardCodeMessages.length })
    expect(normaliseGiftCardCode('A'.repeat(21))).toEqual({ ok: false, message: giftCardCodeMessages.length })
    expect(normaliseGiftCardCode('A'.repeat(5000))).toEqual({ ok: false, message: giftCardCodeMessages.length })
    expect(normaliseGiftCardCode('ABCD\u0000EFGH')).toEqual({ ok: false, message: giftCardCodeMessages.characters })
    expect(normaliseGiftCardCode('ABCD_EFGH')).toEqual({ ok: false, message: giftCardCodeMessages.characters })
    expect(normaliseGiftCardCode('ÄBCDEFGH')).toEqual({ ok: false, message: giftCardCodeMessages.characters })
  })

  it('shows the last four characters', () => {
    expect(lastCharactersOf('ABCDEFGH2345WXYZ')).toBe('WXYZ')
  })
})

describe('giftCardRefusalOf', () => {
  it("reads why from the store's words: Shopify's, and words close to them", () => {
    expect(giftCardRefusalOf(storeGiftCardErrors.invalid)).toBe('notFound')
    expect(giftCardRefusalOf(storeGiftCardErrors.depleted)).toBe('usedUp')
    expect(giftCardRefusalOf(storeGiftCardErrors.expired)).toBe('expired')
    expect(giftCardRefusalOf(storeGiftCardErrors.disabled)).toBe('disabled')
    // Shopify's checkout said it so (Shopify/mobile-buy-sdk-ios#709); a cart refusal carries it in its text.
    expect(giftCardRefusalOf('Gift card is expired')).toBe('expired')
    expect(giftCardRefusalOf('Cart creation failed: Gift card code is invalid.')).toBe('notFound')
    expect(giftCardRefusalOf('This gift card has been deactivated')).toBe('disabled')
  })

  it('says nothing of words that name none of these', () => {
    expect(giftCardRefusalOf('The specified cart does not have enough lines.')).toBeNull()
    expect(giftCardRefusalOf('')).toBeNull()
  })
})
