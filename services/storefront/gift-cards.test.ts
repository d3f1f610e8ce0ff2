import { describe, expect, it } from 'vitest'
import { appliedGiftCardId, convertAmount, drawGiftCardCode, giftCardErrors, giftCardRefusal, printedGiftCardCode, spendGiftCards } from './gift-cards'
import { normaliseGiftCardCode } from '../../shared/gift-card-code'

const card = (code: string, balance: number, currency = 'SGD') => [code, { code, balance, currency }] as const

describe('gift cards of the embedded store', () => {
  it('cover what is payable in the order entered, a spent card leaving the rest to the next', () => {
    const found = new Map([card('AAAABBBBCCCC1111', 30), card('AAAABBBBCCCC2222', 100)])
    const { uses, covered } = spendGiftCards(['AAAABBBBCCCC1111', 'AAAABBBBCCCC2222'], found, 149, 'SGD')
    expect(covered).toBe(130)
    expect(uses.map((u) => [u.lastCharacters, u.presentmentAmountUsed, u.amountUsed, u.balance])).toEqual([
      ['1111', 30, 30, 30],
      ['2222', 100, 100, 100],
    ])
    expect(spendGiftCards(['AAAABBBBCCCC2222'], found, 49.5, 'SGD').uses[0]).toMatchObject({ presentmentAmountUsed: 49.5, amountUsed: 49.5 })
  })

  it('never cover more than is payable, and leave out a card that is unknown or spent', () => {
    const found = new Map([card('AAAABBBBCCCC1111', 500), card('AAAABBBBCCCC3333', 0)])
    const { uses, covered } = spendGiftCards(['AAAABBBBCCCC3333', 'UNKNOWNCODE1', 'AAAABBBBCCCC1111'], found, 49, 'SGD')
    expect(covered).toBe(49)
    expect(uses).toHaveLength(1)
    expect(uses[0]).toMatchObject({ presentmentAmountUsed: 49, amountUsed: 49, balance: 500 })
  })

  it("spend a card in another currency at the store's rates: the cart's amount and the card's", () => {
    // SGD 10 is MYR 32 at the store's rate of 3.2.
    expect(convertAmount(10, 'SGD', 'MYR')).toBe(32)
    const whole = spendGiftCards(['AAAABBBBCCCC1111'], new Map([card('AAAABBBBCCCC1111', 10)]), 477, 'MYR')
    expect(whole.uses[0]).toMatchObject({ presentmentAmountUsed: 32, amountUsed: 10, currency: 'SGD' })
    const part = spendGiftCards(['AAAABBBBCCCC1111'], new Map([card('AAAABBBBCCCC1111', 100)]), 16, 'MYR')
    expect(part.uses[0]).toMatchObject({ presentmentAmountUsed: 16, amountUsed: 5 })
    expect(part.covered).toBe(16)
  })

  it('refuse an unknown or spent code in the words of Shopify’s gift card errors', () => {
    expect(giftCardRefusal(undefined)).toBe(giftCardErrors.invalid)
    expect(giftCardRefusal({ code: 'X', balance: 0, currency: 'SGD' })).toBe(giftCardErrors.depleted)
    expect(giftCardRefusal({ code: 'X', balance: 0.01, currency: 'SGD' })).toBeNull()
  })

  it('draw codes the cart takes, printed in fours, with an id of their own', () => {
    const code = drawGiftCardCode()
    expect(normaliseGiftCardCode(printedGiftCardCode(code))).toEqual({ ok: true, code })
    expect(printedGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('ABCD EFGH JKLM NPQR')
    expect(appliedGiftCardId(code)).toMatch(/^gid:\/\/shopify\/AppliedGiftCard\/\d+$/)
    expect(appliedGiftCardId(code)).toBe(appliedGiftCardId(code))
  })
})
