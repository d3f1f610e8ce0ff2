import { describe, expect, it } from 'vitest'
import { pages } from '~/content/pages.server'
import { buildHead, canonicalUrl, headTags, pageHead, type SeoInput, truncate } from '~/lib/seo'
import { breadcrumbJsonLd } from '~/lib/product-structured-data'

const site = 'https://shop.example.sg'

describe('canonicalUrl', () => {
  it('gives one form per page: no query, fragment or trailing slash', () => {
    expect(canonicalUrl(site, '/faq')).toBe('https://shop.example.sg/faq')
    expect(canonicalUrl(site, '/faq/')).toBe('https://shop.example.sg/faq')
    expect(canonicalUrl(site, '/faq?q=safe#top')).toBe('https://shop.example.sg/faq')
    expect(canonicalUrl(`${site}/`, '//product//x/')).toBe('https://shop.example.sg/product/x')
    expect(canonicalUrl(site, '/')).toBe('https://shop.example.sg/')
    expect(canonicalUrl(site, '')).toBe('https://shop.example.sg/')
  })
})

describe('truncate', () => {
  it('leaves short text alone and cuts long text at the limit plus an ellipsis', () => {
    expect(truncate('Short and sweet.', 155)).toBe('Short and sweet.')
    const long = 'a'.repeat(200)
    expect(truncate(long, 155)).toBe(`${'a'.repeat(155)}…`)
    expect(truncate('one  two\nthree', 7)).toBe('one two…')
  })
})

describe('buildHead, written out by headTags', () => {
  const buildMeta = (input: SeoInput) => headTags(buildHead(input), { pathname: '/faq' })
  const tags = buildMeta({ siteUrl: site, path: '/faq?x=1', title: 'FAQ', description: 'Answers.', article: { section: 'Support', tags: ['a', 'b'] } })
  const find = (key: string, value: string) => tags.find((t) => (t as Record<string, string>)[key] === value) as Record<string, string> | undefined

  it('emits title, description, canonical and Open Graph/Twitter tags with a 1200x630 image', () => {
    expect(tags).toContainEqual({ title: 'FAQ' })
    expect(find('name', 'description')?.content).toBe('Answers.')
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/faq` })
    expect(find('property', 'og:url')?.content).toBe(`${site}/faq`)
    expect(find('property', 'og:image')?.content).toBe(`${site}/og-image.png`)
    expect(find('property', 'og:image:width')?.content).toBe('1200')
    expect(find('property', 'og:image:height')?.content).toBe('630')
    expect(find('name', 'twitter:card')?.content).toBe('summary_large_image')
  })

  it('marks articles with their section and tags', () => {
    expect(find('property', 'og:type')?.content).toBe('article')
    expect(find('property', 'article:section')?.content).toBe('Support')
    expect(tags.filter((t) => (t as Record<string, string>).property === 'article:tag')).toHaveLength(2)
  })

  it('adds JSON-LD blocks and noindex when asked', () => {
    const more = buildMeta({ siteUrl: site, path: '/', title: 't', description: 'd', jsonLd: [{ '@type': 'Thing' }], noindex: true })
    expect(more).toContainEqual({ 'script:ld+json': { '@type': 'Thing' } })
    expect(more).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})

describe('pageHead', () => {
  it("builds a static page's head from its copy", () => {
    const tags = headTags(pageHead(site, pages.faq), { pathname: '/faq' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/faq` })
    expect(tags).toContainEqual({ title: pages.faq.title })
  })
})

describe('breadcrumbJsonLd', () => {
  it('lists the trail with absolute URLs and positions', () => {
    const data = breadcrumbJsonLd(site, [
      { name: 'Home', path: '/' },
      { name: 'Shop', path: '/shop-all' },
    ]) as { itemListElement: { position: number; item: string }[] }
    expect(data.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, `${site}/`],
      [2, `${site}/shop-all`],
    ])
  })
})

describe('headTags in a market', () => {
  const head = buildHead({ siteUrl: site, path: '/product/flat-sheet', title: 'Sheet', description: 'A sheet.' })
  const alternates = (tags: ReturnType<typeof headTags>) =>
    tags
      .filter((t) => (t as Record<string, string>).rel === 'alternate')
      .map((t) => [(t as Record<string, string>).hrefLang, (t as Record<string, string>).href])

  it("points canonical and og:url at the market's own page", () => {
    const tags = headTags(head, { pathname: '/en-my/product/flat-sheet' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/en-my/product/flat-sheet` })
    expect(tags).toContainEqual({ property: 'og:url', content: `${site}/en-my/product/flat-sheet` })
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_MY' })
  })

  it("lists every market's page in each of its languages and Singapore's English as the default, on every one of them", () => {
    const expected = [
      ['en-SG', `${site}/product/flat-sheet`],
      ['en-MY', `${site}/en-my/product/flat-sheet`],
      ['en-ID', `${site}/en-id/product/flat-sheet`],
      ['en-HK', `${site}/en-hk/product/flat-sheet`],
      ['en-AU', `${site}/en-au/product/flat-sheet`],
      ['en-US', `${site}/en-us/product/flat-sheet`],
      ['id-ID', `${site}/id-id/product/flat-sheet`],
      ['ms-MY', `${site}/ms-my/product/flat-sheet`],
      ['zh-HK', `${site}/zh-hk/product/flat-sheet`],
      ['zh-SG', `${site}/zh-sg/product/flat-sheet`],
      ['x-default', `${site}/product/flat-sheet`],
    ]
    expect(alternates(headTags(head, { pathname: '/product/flat-sheet' }))).toEqual(expected)
    expect(alternates(headTags(head, { pathname: '/en-au/product/flat-sheet' }))).toEqual(expected)
    expect(alternates(headTags(head, { pathname: '/zh-hk/product/flat-sheet' }))).toEqual(expected)
  })

  it("names a language's page canonical at its own address, in its locale", () => {
    const tags = headTags(head, { pathname: '/id-id/product/flat-sheet' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/id-id/product/flat-sheet` })
    expect(tags).toContainEqual({ property: 'og:locale', content: 'id_ID' })
  })

  it("gives the home page each market's home", () => {
    const tags = headTags(pageHead(site, pages.home), { pathname: '/en-hk' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${site}/en-hk` })
    expect(alternates(tags)).toContainEqual(['x-default', `${site}/`])
  })
})
