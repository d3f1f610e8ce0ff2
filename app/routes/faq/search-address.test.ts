import { describe, expect, it } from 'vitest'
import { searchAddress } from './search-address'

describe('searchAddress', () => {
  it("puts the query in the form action's address as `?q=`", () => {
    expect(searchAddress('https://shop.test/faq', 'zebra crossing')).toEqual({ pathname: '/faq', search: '?q=zebra+crossing' })
    expect(searchAddress('/faq', 'a&b')).toEqual({ pathname: '/faq', search: '?q=a%26b' })
  })

  it('leaves the query out when nothing is searched, white space included', () => {
    expect(searchAddress('https://shop.test/faq?q=old', '')).toEqual({ pathname: '/faq', search: '' })
    expect(searchAddress('/faq', '   ')).toEqual({ pathname: '/faq', search: '' })
  })
})
