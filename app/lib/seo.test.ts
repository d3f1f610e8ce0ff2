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
  it('leaves text within the limit alone, its spaces made single', () => {
    expect(truncate('Short and sweet.', 155)).toBe('Short and sweet.')
    expect(truncate(' one  two\nthree ', 13)).toBe('one two three')
  })

  it('cuts longer text to the limit, its ellipsis included, after a whole word and no dangling comma', () => {
    expect(truncate('one  two\nthree', 8)).toBe('one two…')
    expect(truncate('one two three', 11)).toBe('one two…')
    expect(truncate('Sheets, mats and kits', 13)).toBe('Sheets, mats…')
    expect(truncate('Sheets, mats and kits', 12)).toBe('Sheets…')
    const sentence = 'Sleep grounded every night on soft organic cotton woven with fine silver thread. '.repeat(3)
    const cut = truncate(sentence, 155)
    expect(cut.length).toBeLessThanOrEqual(155)
    expect(cut).toMatch(/ [a-z]+…$/)
    expect(sentence).toContain(cut.slice(0, -1))
    expect(sentence.charAt(cut.length - 1)).toMatch(/[ .]/)
  })

  it('cuts a single word longer than the limit within it', () => {
    expect(truncate('a'.repeat(200), 155)).toBe(`${'a'.repeat(154)}…`)
  })

  it('cuts Chinese, written without spaces, after any character, a word of Latin letters in it kept whole', () => {
    const zh = '每晚接地入睡。我們的床單以柔軟透氣的有機棉織成，並以格子形式織入幼細銀線。'.repeat(6)
    expect(truncate(zh, 155)).toBe(`${zh.slice(0, 154)}…`)
    expect(truncate('接地線內置100kΩ限流電阻以確保安全', 10)).toBe('接地線內置…')
    expect(truncate('選擇商店可以使用哪些Cookie：分析', 13)).toBe('選擇商店可以使用哪些…')
    expect(truncate('每晚接地入睡。我們的床單', 8)).toBe('每晚接地入睡…')
  })

  it('never cuts a character that takes two of JavaScript’s in half', () => {
    const text = `${'x'.repeat(153)}😴 and more`
    expect(truncate(text, 155)).toBe(`${'x'.repeat(153)}…`)
    const han = `${'床'.repeat(153)}𠀀床床`
    expect(truncate(han, 155)).toBe(`${'床'.repeat(153)}…`)
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
