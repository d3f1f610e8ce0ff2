import { describe, expect, it } from 'vitest'
import { marketForCountry } from '#shared/markets'
import { chosenCountry, inMarketPath, isMarketPrefix, marketOfPath, onlyMarketCookie, unlocalizedPath } from './market-path'

const MY = marketForCountry('MY')
const SG = marketForCountry('SG')

describe('market URLs', () => {
  it('reads the market of a page and of its loader data', () => {
    expect(marketOfPath('/en-my/faq').country).toBe('MY')
    expect(marketOfPath('/en-my.data').country).toBe('MY')
    expect(marketOfPath('/en-my/product/x.data').country).toBe('MY')
    expect(marketOfPath('/en-au/_.data').country).toBe('AU')
    expect(marketOfPath('/faq').country).toBe('SG')
    expect(marketOfPath('/_root.data').country).toBe('SG')
    expect(marketOfPath('/en-zz/faq').country).toBe('SG')
  })

  it('knows a market prefix in any case, and nothing else', () => {
    expect(isMarketPrefix('en-my')).toBe(true)
    expect(isMarketPrefix('EN-US')).toBe(true)
    expect(isMarketPrefix('en-sg')).toBe(false)
    expect(isMarketPrefix('faq')).toBe(false)
    expect(isMarketPrefix(undefined)).toBe(false)
  })

  it('puts an internal URL in a market, keeping its query and fragment', () => {
    expect(inMarketPath(MY, '/')).toBe('/en-my')
    expect(inMarketPath(MY, '/?q=1')).toBe('/en-my?q=1')
    expect(inMarketPath(MY, '/faq?q=mat#top')).toBe('/en-my/faq?q=mat#top')
    expect(inMarketPath(MY, '/api/predictive-search?q=mat')).toBe('/en-my/api/predictive-search?q=mat')
    expect(inMarketPath(SG, '/faq')).toBe('/faq')
  })

  it('moves a URL from one market to another, never prefixing twice', () => {
    expect(inMarketPath(MY, '/en-my/faq')).toBe('/en-my/faq')
    expect(inMarketPath(MY, '/en-au/product/x?variant=2')).toBe('/en-my/product/x?variant=2')
    expect(inMarketPath(SG, '/en-my/product/x')).toBe('/product/x')
    expect(inMarketPath(SG, '/en-my')).toBe('/')
  })

  it('leaves alone what is not a URL of the shop', () => {
    for (const to of ['#reviews', 'mailto:a@b.c', 'https://example.com/faq', '//example.com/faq', 'faq']) expect(inMarketPath(MY, to)).toBe(to)
  })

  it('names a page as Singapore does, its query kept', () => {
    expect(unlocalizedPath('/en-my/shop-all', '?q=mat')).toBe('/shop-all?q=mat')
    expect(unlocalizedPath('/en-my')).toBe('/')
    expect(unlocalizedPath('/faq')).toBe('/faq')
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
