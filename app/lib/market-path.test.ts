import { describe, expect, it } from 'vitest'
import { marketForCountry } from '#shared/markets'
import { chosenCountry, inMarketAddress, isMarketPrefix, marketOfAddress, onlyMarketCookie, unlocalizedAddress } from './market-path'

const MY = marketForCountry('MY')
const SG = marketForCountry('SG')

describe('market addresses', () => {
  it('reads the market of a page and of its loader data', () => {
    expect(marketOfAddress('/en-my/faq').country).toBe('MY')
    expect(marketOfAddress('/en-my.data').country).toBe('MY')
    expect(marketOfAddress('/en-my/product/x.data').country).toBe('MY')
    expect(marketOfAddress('/en-au/_.data').country).toBe('AU')
    expect(marketOfAddress('/faq').country).toBe('SG')
    expect(marketOfAddress('/_root.data').country).toBe('SG')
    expect(marketOfAddress('/en-zz/faq').country).toBe('SG')
  })

  it('knows a market prefix in any case, and nothing else', () => {
    expect(isMarketPrefix('en-my')).toBe(true)
    expect(isMarketPrefix('EN-US')).toBe(true)
    expect(isMarketPrefix('en-sg')).toBe(false)
    expect(isMarketPrefix('faq')).toBe(false)
    expect(isMarketPrefix(undefined)).toBe(false)
  })

  it('puts an internal address in a market, keeping its query and fragment', () => {
    expect(inMarketAddress(MY, '/')).toBe('/en-my')
    expect(inMarketAddress(MY, '/?q=1')).toBe('/en-my?q=1')
    expect(inMarketAddress(MY, '/faq?q=mat#top')).toBe('/en-my/faq?q=mat#top')
    expect(inMarketAddress(MY, '/api/predictive-search?q=mat')).toBe('/en-my/api/predictive-search?q=mat')
    expect(inMarketAddress(SG, '/faq')).toBe('/faq')
  })

  it('moves an address from one market to another, never prefixing twice', () => {
    expect(inMarketAddress(MY, '/en-my/faq')).toBe('/en-my/faq')
    expect(inMarketAddress(MY, '/en-au/product/x?variant=2')).toBe('/en-my/product/x?variant=2')
    expect(inMarketAddress(SG, '/en-my/product/x')).toBe('/product/x')
    expect(inMarketAddress(SG, '/en-my')).toBe('/')
  })

  it('leaves alone what is not an address of the shop', () => {
    for (const to of ['#reviews', 'mailto:a@b.c', 'https://example.com/faq', '//example.com/faq', 'faq']) expect(inMarketAddress(MY, to)).toBe(to)
  })

  it('names a page as Singapore does, its query kept', () => {
    expect(unlocalizedAddress('/en-my/shop-all', '?q=mat')).toBe('/shop-all?q=mat')
    expect(unlocalizedAddress('/en-my')).toBe('/')
    expect(unlocalizedAddress('/faq')).toBe('/faq')
  })
})

describe('the remembered market', () => {
  it('is read from the cookies', () => {
    expect(chosenCountry('a=1; market=MY; b=2')).toBe('MY')
    expect(chosenCountry('markets=MY')).toBeNull()
    expect(chosenCountry('market=<x>')).toBeNull()
    expect(chosenCountry('')).toBeNull()
  })

  it('is the only cookie the page cache overlooks', () => {
    expect(onlyMarketCookie('market=MY')).toBe(true)
    expect(onlyMarketCookie('')).toBe(true)
    expect(onlyMarketCookie('market=MY; session=abc')).toBe(false)
    expect(onlyMarketCookie('session=abc')).toBe(false)
  })
})
