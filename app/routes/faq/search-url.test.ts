import { describe, expect, it } from 'vitest'
import { searchUrl } from './search-url'

describe('searchUrl', () => {
  it("puts the query in the form action's URL as `?q=`", () => {
    expect(searchUrl('https://shop.test/faq', 'zebra crossing')).toEqual({ pathname: '/faq', search: '?q=zebra+crossing' })
    expect(searchUrl('/faq', 'a&b')).toEqual({ pathname: '/faq', search: '?q=a%26b' })
  })

  it('leaves the query out when nothing is searched, white space included', () => {
    expect(searchUrl('https://shop.test/faq?q=old', '')).toEqual({ pathname: '/faq', search: '' })
    expect(searchUrl('/faq', '   ')).toEqual({ pathname: '/faq', search: '' })
  })
})
