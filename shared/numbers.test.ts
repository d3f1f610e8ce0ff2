import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupThousands } from './numbers'

describe('groupThousands', () => {
  it('groups like en-US for every whole number and keeps decimals', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => groupThousands(n) === n.toLocaleString('en-US')))
    expect(groupThousands(2347)).toBe('2,347')
    expect(groupThousands(999)).toBe('999')
    expect(groupThousands(1250.5)).toBe('1,250.5')
  })
})
