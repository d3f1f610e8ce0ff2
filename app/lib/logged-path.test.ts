import { describe, expect, it } from 'vitest'
import { LOGGED_PATH_LENGTH, loggedPath } from './logged-path'

describe('a path in the logs', () => {
  it('is the path as sent, when short', () => {
    expect(loggedPath('http://shop.test/product/flat-sheet?variant=1')).toBe('/product/flat-sheet')
  })

  it('is cut, saying how long it was, when long', () => {
    const long = `/${'a'.repeat(16_000)}`
    const logged = loggedPath(`http://shop.test${long}`)
    expect(logged).toBe(`${long.slice(0, LOGGED_PATH_LENGTH)}… (16001 characters)`)
  })

  it('never carries a line break (the URL parser encodes them)', () => {
    expect(loggedPath('http://shop.test/a%0Ab\n[404] GET /forged')).not.toMatch(/\n/)
  })
})
