import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { QUANTITY_MAX, readQuantity, stepQuantity } from './quantity'

describe('readQuantity', () => {
  it('takes a whole number from 1 to 99 as typed, spaces aside', () => {
    expect(readQuantity('7', 1)).toEqual({ quantity: 7, problem: null })
    expect(readQuantity(' 99 ', 1)).toEqual({ quantity: 99, problem: null })
    expect(readQuantity('01', 5)).toEqual({ quantity: 1, problem: null })
  })

  it('clamps numbers out of range to the nearest end, and says so', () => {
    expect(readQuantity('0', 4)).toEqual({ quantity: 1, problem: 'too-low' })
    expect(readQuantity('-3', 4)).toEqual({ quantity: 1, problem: 'too-low' })
    expect(readQuantity('100', 4)).toEqual({ quantity: QUANTITY_MAX, problem: 'too-high' })
    expect(readQuantity('99999999999999999999', 4)).toEqual({ quantity: QUANTITY_MAX, problem: 'too-high' })
    expect(readQuantity('12', 4, 10)).toEqual({ quantity: 10, problem: 'too-high' })
  })

  it('keeps the previous quantity for text that is no whole number', () => {
    for (const text of ['', ' ', 'abc', '2.5', '1e3', '3 4', '+', '٣']) expect(readQuantity(text, 6)).toEqual({ quantity: 6, problem: 'not-a-number' })
  })

  it('always gives a quantity within range, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: QUANTITY_MAX }), (text, previous) => {
        const { quantity } = readQuantity(text, previous)
        return Number.isInteger(quantity) && quantity >= 1 && quantity <= QUANTITY_MAX
      }),
    )
  })
})

describe('stepQuantity', () => {
  it('steps by one and stops at 1 and 99', () => {
    expect(stepQuantity(1, -1)).toBe(1)
    expect(stepQuantity(1, 1)).toBe(2)
    expect(stepQuantity(QUANTITY_MAX, 1)).toBe(QUANTITY_MAX)
  })
})
