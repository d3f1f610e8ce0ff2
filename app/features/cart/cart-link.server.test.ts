import { describe, expect, it } from 'vitest'
import { cart as rules } from '#shared/cart-rules'
import { cartLinkCopy as copy } from '~/content/cart-link'
import { localizations } from '#shared/markets'
import { formatIn } from '#shared/format-in'
import { inMarket } from '~/lib/storefront/market'
import { cartLinkOptions, cartLinkPath, checkCartLink, parseCartLink, variantNumber } from './cart-link.server'
import type { StorefrontClient } from '~/lib/storefront/client'

describe('a cart link', () => {
  it('reads the lines as Shopify writes them, a variant named twice added up', () => {
    expect(parseCartLink('123:2,456:1')).toEqual([
      { number: '123', quantity: 2 },
      { number: '456', quantity: 1 },
    ])
    expect(parseCartLink('123:1,123:2')).toEqual([{ number: '123', quantity: 3 }])
  })

  it('is no cart link with a line that is not a number and a quantity of at least 1', () => {
    for (const path of ['', '123', '123:0', 'abc:1', '123:1,', '123:1;456:1', '-1:1', `${'9'.repeat(21)}:1`, '123:99999'])
      expect(parseCartLink(path), path).toBeNull()
    expect(parseCartLink(Array.from({ length: rules.maxCartLines + 1 }, (_, i) => `${i + 1}:1`).join(','))).toBeNull()
  })

  it('takes a discount code, a note and attributes, and says what it left out', async () => {
    const options = await cartLinkOptions(new URLSearchParams('discount=welcome 10&note=Ring twice&attributes[source]=newsletter&attributes[campaign]=dec'))
    expect(options).toEqual({
      discountCode: 'WELCOME10',
      note: 'Ring twice',
      attributes: [
        { key: 'source', value: 'newsletter' },
        { key: 'campaign', value: 'dec' },
      ],
      leftOut: [],
    })
    const bad = await cartLinkOptions(
      new URLSearchParams({ discount: 'NO WAY!', note: 'x'.repeat(rules.maxNoteLength + 1), 'attributes[a]': 'y'.repeat(rules.maxAttributeValueLength + 1) }),
    )
    expect(bad.discountCode).toBeUndefined()
    expect(bad.note).toBeUndefined()
    expect(bad.attributes).toEqual([])
    expect(bad.leftOut).toEqual([
      'The discount code “NO WAY!” was left out: A discount code has only letters, digits and dashes.',
      `The order note was left out: it is longer than ${rules.maxNoteLength} characters.`,
      copy.attributesLeftOut,
    ])
    // NUL never reaches the store's database.
    expect((await cartLinkOptions(new URLSearchParams({ note: 'a\u0000b' }))).note).toBe('ab')
    // In the page's language, the discount code's reason too.
    const id = localizations.find((l) => l.pathPrefix === '/id-id')!
    expect((await cartLinkOptions(new URLSearchParams({ discount: 'NO WAY!' }), null, id)).leftOut).toEqual([
      'Kode diskon “NO WAY!” tidak disertakan: Kode diskon hanya berisi huruf, angka, dan tanda hubung.',
    ])
  })

  it('is written again with what can go, so the page can offer the rest', async () => {
    const path = cartLinkPath([{ number: '123', quantity: 2 }], { discountCode: 'WELCOME10', note: 'Hi & bye', attributes: [{ key: 'source', value: 'mail' }] })
    expect(path).toBe('/cart/123:2?discount=WELCOME10&note=Hi+%26+bye&attributes%5Bsource%5D=mail')
    const url = new URL(path, 'http://shop.test')
    expect(parseCartLink(url.pathname.slice('/cart/'.length))).toEqual([{ number: '123', quantity: 2 }])
    expect(await cartLinkOptions(url.searchParams)).toMatchObject({
      discountCode: 'WELCOME10',
      note: 'Hi & bye',
      attributes: [{ key: 'source', value: 'mail' }],
    })
  })

  it('numbers a variant by its gid, and nothing else', () => {
    expect(variantNumber('gid://shopify/ProductVariant/100102')).toBe('100102')
    expect(variantNumber('gid://shopify/Product/1')).toBeNull()
    expect(variantNumber('gid://shopify/ProductVariant/1/../2')).toBeNull()
  })
})

describe("a cart link's lines, asked of the store", () => {
  const store = (nodes: unknown[]): StorefrontClient => ({ request: (async () => ({ nodes })) as StorefrontClient['request'] })
  const variant = (id: string, title: string, availableForSale = true) => ({
    id: `gid://shopify/ProductVariant/${id}`,
    title,
    availableForSale,
    product: { title: 'Mat', handle: 'mat' },
  })

  it('names what the store does not have or has sold out, and lowers a quantity past the limit', async () => {
    const check = await checkCartLink(store([variant('1', 'Default Title'), null, variant('3', 'Large', false), variant('4', 'Small')]), [
      { number: '1', quantity: 1 },
      { number: '2', quantity: 1 },
      { number: '3', quantity: 1 },
      { number: '4', quantity: rules.maxQuantityPerItem + 5 },
    ])
    const en = localizations[0]!
    expect(check.problems).toEqual([
      formatIn(en, copy.unknownVariant, { number: '2' }),
      formatIn(en, copy.soldOut, { title: 'Mat (Large)' }),
      formatIn(en, copy.tooMany, { title: 'Mat (Small)', most: rules.maxQuantityPerItem }),
    ])
    expect(check.ready).toEqual([
      { number: '1', quantity: 1, merchandiseId: 'gid://shopify/ProductVariant/1', title: 'Mat' },
      { number: '4', quantity: rules.maxQuantityPerItem, merchandiseId: 'gid://shopify/ProductVariant/4', title: 'Mat (Small)' },
    ])
  })

  it("says it in the store's language, never naming Shopify's placeholder, in any language", async () => {
    const zh = localizations.find((l) => l.pathPrefix === '/zh-hk')!
    const check = await checkCartLink(inMarket(store([variant('1', 'Default Title', false), variant('2', 'Large', false)]), zh), [
      { number: '1', quantity: 1 },
      { number: '2', quantity: 1 },
    ])
    expect(check.problems).toEqual(['「Mat」已售罄。', '「Mat (Large)」已售罄。'])
  })
})
