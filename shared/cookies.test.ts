import { describe, expect, it } from 'vitest'
import { readCookie } from './cookies'

describe('a cookie read from its header', () => {
  it('is the named one, decoded, whatever comes before or after it', () => {
    const header = 'market=MY; discount_code_x=no; discount_code=WELCOME%2010; _shopify_y=a=b'
    expect(readCookie(header, 'discount_code')).toBe('WELCOME 10')
    expect(readCookie(header, 'market')).toBe('MY')
    expect(readCookie(header, '_shopify_y')).toBe('a=b')
  })

  it('is null when absent or when its value cannot be decoded', () => {
    expect(readCookie('market=MY', 'consent')).toBeNull()
    expect(readCookie(null, 'consent')).toBeNull()
    expect(readCookie('consent=%E0%A4%A', 'consent')).toBeNull()
  })
})
