import { describe, expect, it } from 'vitest'
import { giftCardCodeMessages, lastCharactersOf, normaliseGiftCardCode } from './gift-card-code'

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
