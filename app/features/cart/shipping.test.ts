import { describe, expect, it } from 'vitest'
import { freeShippingProgress } from './shipping'

describe('free-shipping progress', () => {
  it('shows what is left below the threshold', () => {
    expect(freeShippingProgress(49.99, 50)).toEqual({ qualified: false, remaining: 0.01, percent: (49.99 / 50) * 100 })
    expect(freeShippingProgress(0, 50)).toMatchObject({ qualified: false, remaining: 50, percent: 0 })
  })

  it('qualifies at the threshold and caps the bar at 100%', () => {
    expect(freeShippingProgress(50, 50)).toEqual({ qualified: true, remaining: 0, percent: 100 })
    expect(freeShippingProgress(180, 50)).toEqual({ qualified: true, remaining: 0, percent: 100 })
  })
})
