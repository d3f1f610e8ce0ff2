import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupThousands, separatorsOf } from './numbers'

describe('groupThousands', () => {
  it('groups like en-US for every whole number and keeps decimals', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => groupThousands(n) === n.toLocaleString('en-US')))
    expect(groupThousands(2347)).toBe('2,347')
    expect(groupThousands(999)).toBe('999')
    expect(groupThousands(1250.5)).toBe('1,250.5')
  })

  it('writes each market language as Intl does', () => {
    for (const locale of ['en-SG', 'id-ID', 'ms-MY', 'zh-HK', 'zh-SG']) {
      fc.assert(
        fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
          // The double nearest the decimal, which String() writes back as that decimal.
          const n = (whole * 100 + (whole < 0 ? -cents : cents)) / 100
          const intl = n.toLocaleString(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 })
          return groupThousands(n, locale) === intl
        }),
      )
    }
    expect(groupThousands(1_900_000, 'id-ID')).toBe('1.900.000')
    expect(groupThousands(1250.5, 'id-ID')).toBe('1.250,5')
    expect(groupThousands(1_900_000, 'zh-HK')).toBe('1,900,000')
  })

  it('takes a language it does not know for English', () => {
    expect(separatorsOf('th-TH')).toEqual(separatorsOf('en'))
    expect(groupThousands(12345, 'th-TH')).toBe('12,345')
  })
})
