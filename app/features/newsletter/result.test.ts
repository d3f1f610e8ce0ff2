import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './result'

describe('safeReturnPath', () => {
  it('keeps a path on this site and turns anything else into home', () => {
    expect(safeReturnPath('/faq')).toBe('/faq')
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'faq', null, 42]) expect(safeReturnPath(bad)).toBe('/')
  })
})
