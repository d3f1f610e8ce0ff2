import { describe, expect, it } from 'vitest'
import { pagePath, paramsOf } from './page-params'

const cleaned = (path: string) => pagePath(new URL(path, 'https://shop.test'))

describe('page URLs for the page cache', () => {
  it('drop tracking and unknown parameters, so they share the page without them', () => {
    expect(cleaned('/faq?utm_source=news&utm_medium=email&fbclid=abc&gclid=1&zz=2')).toBe('/faq')
    expect(cleaned('/?utm_source=1')).toBe('/')
    expect(cleaned('/about-grounding?q=sheets')).toBe('/about-grounding')
  })

  it('keep the parameters the page reads, in one order, first value only (as the page reads them)', () => {
    expect(cleaned('/shop-all?utm_source=x&q=mat')).toBe('/shop-all?q=mat')
    expect(cleaned('/faq?q=ship&q=other')).toBe('/faq?q=ship')
    expect(cleaned('/testimonials?q=back&rating=5&benefit=Sleep')).toBe(cleaned('/testimonials?benefit=Sleep&rating=5&q=back&fbclid=z'))
    expect(cleaned('/product/earthing-yoga-mat?variant=100101&utm_campaign=a')).toBe('/product/earthing-yoga-mat?variant=100101')
    expect(cleaned('/accessories?category=outlet-testers')).toBe('/accessories?category=outlet-testers')
    expect(cleaned('/shop-all?q=')).toBe('/shop-all?q=')
    expect(cleaned('/sleep-products?after=abc&sort=newest&gclid=1')).toBe('/sleep-products?sort=newest&after=abc')
    expect(cleaned('/accessories?before=x&category=outlet-testers')).toBe('/accessories?category=outlet-testers&before=x')
  })

  it("keep a listing's filters as it reads them: every value, the unreadable left out", () => {
    expect(cleaned('/mats-products?filter.v.option.size=Queen&utm_source=x&filter.v.option.size=King&filter.v.price.gte=abc&filter.zz=1')).toBe(
      '/mats-products?filter.v.option.size=Queen&filter.v.option.size=King',
    )
    expect(cleaned('/shop-all?filter.v.price.lte=100&q=mat&filter.v.availability=1')).toBe(
      cleaned('/shop-all?q=mat&filter.v.availability=1&filter.v.price.lte=100'),
    )
    expect(cleaned('/limited-offers?utm_source=x&filter.p.product_type=Mats&filter.zz=1&sort=price-asc')).toBe(
      '/limited-offers?sort=price-asc&filter.p.product_type=Mats',
    )
    expect(cleaned('/faq?filter.v.availability=1')).toBe('/faq')
  })

  it('read nothing on a path the table does not list, even one that looks alike', () => {
    expect(paramsOf('/product/a/b')).toEqual([])
    expect(paramsOf('/shop-all-things')).toEqual([])
  })
  it("read in every market as on Singapore's page, each market's page its own", () => {
    expect(cleaned('/en-my/shop-all?utm_source=x&q=mat')).toBe('/en-my/shop-all?q=mat')
    expect(cleaned('/en-au/product/earthing-yoga-mat?variant=1&gclid=2')).toBe('/en-au/product/earthing-yoga-mat?variant=1')
    expect(paramsOf('/en-zz/shop-all')).toEqual([])
  })
})
