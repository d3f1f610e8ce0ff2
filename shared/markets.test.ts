import { describe, expect, it } from 'vitest'
import {
  freeShippingProgress,
  defaultMarket,
  internationalMarket,
  localizationFor,
  localizationOfLanguage,
  localizations,
  localizationsOf,
  localizedPath,
  marketForCountry,
  marketFromAcceptLanguage,
  marketFromPath,
  markets,
  shippingQuote,
} from './markets'
import { cart, shipping } from './shop'

const market = (country: string) => markets.find((m) => m.country === country)!

describe('the market table', () => {
  it('holds Singapore unprefixed and the other markets under their locale prefix, each in its currency', () => {
    expect(markets.map((m) => [m.country, m.currency, m.locale, m.pathPrefix])).toEqual([
      ['SG', 'SGD', 'en-SG', ''],
      ['MY', 'MYR', 'en-MY', '/en-my'],
      ['ID', 'IDR', 'en-ID', '/en-id'],
      ['HK', 'HKD', 'en-HK', '/en-hk'],
      ['AU', 'AUD', 'en-AU', '/en-au'],
      ['US', 'USD', 'en-US', '/en-us'],
    ])
    expect(defaultMarket.country).toBe('SG')
    expect(internationalMarket.country).toBe('US')
  })

  it('gives Singapore its shipping: flat SGD 5, free from SGD 50, the figures the cart and policy quote', () => {
    expect(defaultMarket.shipping).toEqual({ freeOver: cart.freeShippingThreshold, flatRate: shipping.domesticFlatRate })
    expect(shippingQuote(defaultMarket, 49.99)).toEqual({ kind: 'flat', amount: 5 })
    expect(shippingQuote(defaultMarket, 50)).toEqual({ kind: 'free' })
    expect(freeShippingProgress(defaultMarket, 35.5)?.remaining).toBe(14.5)
    expect(freeShippingProgress(defaultMarket, 80)?.remaining).toBe(0)
  })

  it('ships free to Malaysia, Indonesia, Hong Kong and Australia over their threshold, calculated at checkout below it and elsewhere', () => {
    for (const country of ['MY', 'ID', 'HK', 'AU']) {
      const { freeOver } = market(country).shipping
      expect(freeOver).toBeGreaterThan(0)
      expect(shippingQuote(market(country), freeOver! - 1)).toEqual({ kind: 'calculated' })
      expect(shippingQuote(market(country), freeOver!)).toEqual({ kind: 'free' })
    }
    expect(shippingQuote(internationalMarket, 1_000_000)).toEqual({ kind: 'calculated' })
    expect(freeShippingProgress(internationalMarket, 10)).toBeNull()
    expect(freeShippingProgress(market('MY'), 400)).toEqual({ qualified: false, remaining: 80, percent: (400 / 480) * 100 })
  })
})

describe('free-shipping progress', () => {
  it('shows what is left below the threshold, to the cent', () => {
    expect(freeShippingProgress(defaultMarket, 49.99)).toEqual({ qualified: false, remaining: 0.01, percent: (49.99 / 50) * 100 })
    expect(freeShippingProgress(defaultMarket, 0)).toMatchObject({ qualified: false, remaining: 50, percent: 0 })
  })

  it('qualifies at the threshold and caps the bar at 100%', () => {
    expect(freeShippingProgress(defaultMarket, 50)).toEqual({ qualified: true, remaining: 0, percent: 100 })
    expect(freeShippingProgress(defaultMarket, 180)).toEqual({ qualified: true, remaining: 0, percent: 100 })
    expect(freeShippingProgress(market('MY'), 480)).toEqual({ qualified: true, remaining: 0, percent: 100 })
  })
})

describe('finding the market', () => {
  it('from a country code: its own market, the rest of the world for any other country, Singapore for none', () => {
    expect(marketForCountry('MY').currency).toBe('MYR')
    expect(marketForCountry('hk').currency).toBe('HKD')
    expect(marketForCountry('GB')).toBe(internationalMarket)
    expect(marketForCountry('US')).toBe(internationalMarket)
    expect(marketForCountry(null)).toBe(defaultMarket)
    expect(marketForCountry('not a country')).toBe(defaultMarket)
  })

  it('from a URL: a whole first segment in any case, the rest of the URL kept', () => {
    expect(marketFromPath('/en-my/products/earthing-mat')).toEqual({ market: market('MY'), path: '/products/earthing-mat' })
    expect(marketFromPath('/EN-AU')).toEqual({ market: market('AU'), path: '/' })
    expect(marketFromPath('/en-us/')).toEqual({ market: internationalMarket, path: '/' })
    expect(marketFromPath('/products/x')).toEqual({ market: defaultMarket, path: '/products/x' })
    // A prefix only as a whole segment: a handle that starts like one is Singapore's page.
    expect(marketFromPath('/en-mystery')).toEqual({ market: defaultMarket, path: '/en-mystery' })
    expect(marketFromPath('/en-sg/cart').market).toBe(defaultMarket)
  })

  it('from Accept-Language: the preferred tag that names a region or a language of one market, else nothing', () => {
    expect(marketFromAcceptLanguage('en-MY,en;q=0.9')?.country).toBe('MY')
    expect(marketFromAcceptLanguage('en;q=0.9, id-ID;q=0.8')?.country).toBe('ID')
    expect(marketFromAcceptLanguage('zh-Hant-HK')?.country).toBe('HK')
    expect(marketFromAcceptLanguage('en-GB,en;q=0.8')).toBe(internationalMarket)
    expect(marketFromAcceptLanguage('en-AU;q=0.5, en-SG;q=0.9')?.country).toBe('SG')
    expect(marketFromAcceptLanguage('ms')?.country).toBe('MY')
    expect(marketFromAcceptLanguage('en, fr;q=0.5')).toBeNull()
    expect(marketFromAcceptLanguage('en-MY;q=0')).toBeNull()
    expect(marketFromAcceptLanguage('')).toBeNull()
    expect(marketFromAcceptLanguage(null)).toBeNull()
  })

  it("from a request's language: each shop locale itself, in any case; a tag the shop cannot place, or none, is English", () => {
    for (const l of localizations) {
      expect(localizationOfLanguage(l.locale)).toBe(l)
      expect(localizationOfLanguage(l.locale.toUpperCase())).toBe(l)
    }
    expect(localizationOfLanguage('zh-Hant-HK').locale).toBe('zh-HK')
    expect(localizationOfLanguage('zh-Hans-SG').locale).toBe('zh-SG')
    expect(localizationOfLanguage('id').locale).toBe('id-ID')
    expect(localizationOfLanguage('ms_MY').locale).toBe('ms-MY')
    for (const unknown of [undefined, null, '', 'en', 'klingon', 'x'.repeat(36)]) expect(localizationOfLanguage(unknown)).toBe(defaultMarket)
    // A region outside the markets is the rest of the world's, in English.
    expect(localizationOfLanguage('fr-FR')).toBe(internationalMarket)
  })
})

describe('a page in a market', () => {
  it('keeps Singapore at the unprefixed paths and prefixes the others, the home page being the prefix itself', () => {
    expect(localizedPath(defaultMarket, '/collections/all')).toBe('/collections/all')
    expect(localizedPath(market('MY'), '/collections/all?sort=price')).toBe('/en-my/collections/all?sort=price')
    expect(localizedPath(market('MY'), '/')).toBe('/en-my')
    expect(localizedPath(internationalMarket, 'cart')).toBe('/en-us/cart')
    for (const m of markets) expect(marketFromPath(localizedPath(m, '/pages/faq'))).toEqual({ market: m, path: '/pages/faq' })
  })
})

describe('the markets in their languages', () => {
  it("puts each market's own language at Shopify Markets' address, in the market's currency", () => {
    const id = marketFromPath('/id-id/product/x')
    expect(id.path).toBe('/product/x')
    expect(id.market).toMatchObject({ country: 'ID', currency: 'IDR', language: 'ID', locale: 'id-ID', pathPrefix: '/id-id' })
    expect(marketFromPath('/ZH-HK').market).toMatchObject({ country: 'HK', language: 'ZH_TW', locale: 'zh-HK' })
    expect(marketFromPath('/zh-sg/faq').market).toMatchObject({ country: 'SG', language: 'ZH_CN' })
    expect(marketFromPath('/ms-my').market).toMatchObject({ country: 'MY', language: 'MS' })
    for (const l of localizations) expect(marketFromPath(localizedPath(l, '/faq'))).toEqual({ market: l, path: '/faq' })
  })

  it('lists a country in English first, then its own language; Australia and the rest of the world in English only', () => {
    expect(localizationsOf('SG').map((l) => l.locale)).toEqual(['en-SG', 'zh-SG'])
    expect(localizationsOf('ID').map((l) => l.locale)).toEqual(['en-ID', 'id-ID'])
    expect(localizationsOf('AU').map((l) => l.locale)).toEqual(['en-AU'])
    expect(new Set(localizations.map((l) => l.pathPrefix)).size).toBe(localizations.length)
  })

  it('finds a country in a language, English where it is not sold in it', () => {
    expect(localizationFor('MY', 'MS').pathPrefix).toBe('/ms-my')
    expect(localizationFor('HK', 'ZH_CN').pathPrefix).toBe('/en-hk')
    expect(localizationFor('FR', 'ID').pathPrefix).toBe('/en-us')
  })

  it("suggests a market in the browser's language from Accept-Language", () => {
    expect(marketFromAcceptLanguage('id-ID,id;q=0.9')?.pathPrefix).toBe('/id-id')
    expect(marketFromAcceptLanguage('in')?.pathPrefix).toBe('/id-id')
    expect(marketFromAcceptLanguage('zh-Hant')?.pathPrefix).toBe('/zh-hk')
    expect(marketFromAcceptLanguage('zh-SG')?.pathPrefix).toBe('/zh-sg')
    expect(marketFromAcceptLanguage('en-ID')?.pathPrefix).toBe('/en-id')
  })
})
