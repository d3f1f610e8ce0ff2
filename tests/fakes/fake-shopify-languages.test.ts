import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import idId from '../../services/storefront/translations/id-id'
import msMy from '../../services/storefront/translations/ms-my'
import zhHk from '../../services/storefront/translations/zh-hk'
import zhSg from '../../services/storefront/translations/zh-sg'
import { type FakeShopify, startFakeShopify } from './fake-shopify'
import type { RealProduct } from './real-shaped-catalogue'

const PRODUCT = `query Product($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  product(handle: $handle) {
    title description descriptionHtml
    featuredImage { altText }
    options { name values optionValues { name } }
    variants(first: 20) { nodes { title selectedOptions { name value } price { currencyCode } } }
    metafields(identifiers: [{ namespace: "custom", key: "care" }]) { value }
  } }`
const COLLECTION = `query Collection($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  collection(handle: $handle) { title description products(first: 1) { nodes { title } } } }`
const SEARCH = `query Search($query: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  search(query: $query, first: 50, types: PRODUCT) { totalCount nodes { ... on Product { handle title } } }
  products(query: $query, first: 50) { nodes { handle } }
  predictiveSearch(query: $query) { products { handle } } }`
const VARIANT = `query Variant($handle: String!, $options: [SelectedOptionInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
  product(handle: $handle) { variantBySelectedOptions(selectedOptions: $options) { id title } } }`

const SHEET = 'premium-earthing-flat-sheet'
const SHEETS = [SHEET, 'fitted-earthing-bed-sheet']
/** Each country with the language it publishes beside English, and the embedded store's translations of it. */
const LANGUAGES = [
  { country: 'ID', language: 'ID', file: idId },
  { country: 'MY', language: 'MS', file: msMy },
  { country: 'SG', language: 'ZH_CN', file: zhSg },
  { country: 'HK', language: 'ZH_TW', file: zhHk },
] as const

describe('the fake Shopify in the languages the store publishes', () => {
  let fakeShopify: FakeShopify
  // A generated product with two options (16 variants) and one with a care note.
  let pillowcase: RealProduct
  let withCare: RealProduct
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the shape of the answer it asked for
  async function gql(query: string, variables: object = {}): Promise<any> {
    const response = await fetch(`${fakeShopify.origin}/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    const body = await response.json()
    expect(body.errors).toBeUndefined()
    return body.data
  }

  beforeAll(async () => {
    fakeShopify = await startFakeShopify()
    pillowcase = fakeShopify.products.find((p) => p.title === 'Linen Pillowcase No. 2')!
    withCare = fakeShopify.products.find((p) => p.metafields['custom.care'] && p.title.startsWith('Organic Cotton'))!
  })
  afterAll(() => fakeShopify.close())

  it('answers a demo product in the language, as the embedded store translates it', async () => {
    const { product } = await gql(PRODUCT, { handle: SHEET, country: 'ID', language: 'ID' })
    const translated = idId.products[SHEET]
    expect(product.title).toBe(translated.title)
    expect(product.description).toBe(translated.description.replace(/\s*\n\s*/g, ' '))
    expect(product.descriptionHtml.startsWith(`<p>${translated.description.split('\n')[0]}</p>`)).toBe(true)
    expect(product.featuredImage.altText).toBe(translated.images[0])
    expect(product.options[0]).toEqual({
      name: 'Ukuran',
      values: ['Single', 'Queen', 'King'],
      optionValues: [{ name: 'Single' }, { name: 'Queen' }, { name: 'King' }],
    })
    expect(product.variants.nodes[1]).toEqual({ title: 'Queen', selectedOptions: [{ name: 'Ukuran', value: 'Queen' }], price: { currencyCode: 'IDR' } })
    expect(product.metafields).toEqual([{ value: translated.metafields['custom.care'] }])
  })

  it('answers the generated products in all four languages: title, description, alt text, options, variants, care note', async () => {
    const expected = {
      ID: {
        title: 'Sarung Bantal Linen No. 2',
        description: 'Sarung Bantal Linen No. 2: lembut, sejuk, dan tahan lama.',
        options: [
          { name: 'Ukuran', values: ['Single', 'Super Single', 'Queen', 'King'] },
          { name: 'Warna', values: ['Pasir', 'Hijau Sage', 'Abu Batu', 'Putih Awan'] },
        ],
        variant: 'Super Single / Hijau Sage',
      },
      MS: {
        title: 'Sarung Bantal Linen No. 2',
        description: 'Sarung Bantal Linen No. 2: lembut, bernafas dan tahan lama.',
        options: [
          { name: 'Saiz', values: ['Single', 'Super Single', 'Queen', 'King'] },
          { name: 'Warna', values: ['Pasir', 'Hijau Sage', 'Kelabu Batu', 'Putih Awan'] },
        ],
        variant: 'Super Single / Hijau Sage',
      },
      ZH_CN: {
        title: '亚麻枕套2号',
        description: '亚麻枕套2号：柔软透气，经久耐用。',
        options: [
          { name: '尺寸', values: ['单人', 'Super Single', 'Queen', 'King'] },
          { name: '颜色', values: ['沙色', '鼠尾草绿', '石板灰', '云白'] },
        ],
        variant: 'Super Single / 鼠尾草绿',
      },
      ZH_TW: {
        title: '亞麻枕袋2號',
        description: '亞麻枕袋2號：柔軟透氣，經久耐用。',
        options: [
          { name: '尺寸', values: ['單人', '加大單人', '雙人', '特大雙人'] },
          { name: '顏色', values: ['沙色', '鼠尾草綠', '石板灰', '雲白'] },
        ],
        variant: '加大單人 / 鼠尾草綠',
      },
    } as const
    const care = { ID: 'Cuci dengan air dingin', MS: 'Basuh dengan air sejuk', ZH_CN: '冷水清洗', ZH_TW: '以冷水清洗' }
    for (const { country, language } of LANGUAGES) {
      const { product } = await gql(PRODUCT, { handle: pillowcase.handle, country, language })
      const want = expected[language]
      expect(product.title, language).toBe(want.title)
      expect(product.description, language).toBe(want.description)
      expect(product.featuredImage.altText, language).toBe(want.title)
      expect(
        product.options.map((o: { name: string; values: string[] }) => ({ name: o.name, values: o.values })),
        language,
      ).toEqual(want.options)
      expect(product.variants.nodes[5].title, language).toBe(want.variant)
      expect(
        product.variants.nodes[5].selectedOptions.map((o: { name: string }) => o.name),
        language,
      ).toEqual(want.options.map((o) => o.name))
      const { product: cared } = await gql(PRODUCT, { handle: withCare.handle, country, language })
      expect(cared.metafields[0].value.startsWith(care[language]), language).toBe(true)
    }
  })

  it('answers in English where the country does not publish the language, or none is asked for, as Shopify falls back', async () => {
    const english = (await gql(PRODUCT, { handle: pillowcase.handle })).product
    expect(english.title).toBe('Linen Pillowcase No. 2')
    expect(english.options.map((o: { name: string }) => o.name)).toEqual(['Size', 'Colour'])
    expect(english.variants.nodes[5].title).toBe('Super Single / Sage')
    const inEnglish = async (variables: object) => {
      const { product } = await gql(PRODUCT, { handle: pillowcase.handle, ...variables })
      return { ...product, variants: { nodes: product.variants.nodes.map((v: object) => ({ ...v, price: undefined })) } }
    }
    const expected = { ...english, variants: { nodes: english.variants.nodes.map((v: object) => ({ ...v, price: undefined })) } }
    // Indonesian is published in Indonesia only, Chinese in Singapore and Hong Kong, nothing but English in Australia.
    expect(await inEnglish({ country: 'SG', language: 'ID' })).toEqual(expected)
    expect(await inEnglish({ country: 'AU', language: 'ZH_CN' })).toEqual(expected)
    expect(await inEnglish({ country: 'HK', language: 'ZH_CN' })).toEqual(expected)
    expect(await inEnglish({ country: 'ID', language: 'EN' })).toEqual(expected)
    expect(await inEnglish({ country: 'ID' })).toEqual(expected)
    // A language the store has no translations in is answered in English too.
    expect(await inEnglish({ country: 'ID', language: 'FR' })).toEqual(expected)
  })

  it('answers a collection in the language, and its products', async () => {
    for (const { country, language, file } of LANGUAGES) {
      const { collection } = await gql(COLLECTION, { handle: 'sleep', country, language })
      expect(collection.title, language).toBe(file.collections.sleep.title)
      expect(collection.description, language).toBe(file.collections.sleep.description)
      expect(Object.values(file.products).map((p) => p.title)).toContain(collection.products.nodes[0].title)
    }
    expect((await gql(COLLECTION, { handle: 'sleep', country: 'AU', language: 'MS' })).collection.title).toBe('Sleep')
  })

  it('searches in the language: "seprai" finds the sheets in Indonesia, "sarung bantal" the pillowcases', async () => {
    const found = await gql(SEARCH, { query: 'seprai', country: 'ID', language: 'ID' })
    expect(found.search.nodes.map((n: { handle: string }) => n.handle).sort()).toEqual([...SHEETS].sort())
    expect(found.products.nodes.map((n: { handle: string }) => n.handle).sort()).toEqual([...SHEETS].sort())
    expect(found.predictiveSearch.products.map((n: { handle: string }) => n.handle).sort()).toEqual([...SHEETS].sort())
    expect(found.search.nodes.map((n: { title: string }) => n.title)).toContain(idId.products[SHEET].title)

    const pillowcases = fakeShopify.products.filter((p) => p.title.includes('Pillowcase')).map((p) => p.handle)
    const sarung = await gql(SEARCH, { query: 'sarung bantal', country: 'ID', language: 'ID' })
    expect(sarung.products.nodes.map((n: { handle: string }) => n.handle).sort()).toEqual(pillowcases.sort())
    expect(fakeShopify.matching('sarung bantal', 'ID').map((p) => p.handle)).toEqual(sarung.products.nodes.map((n: { handle: string }) => n.handle))
    // Chinese is matched inside an unspaced title.
    const hk = await gql(SEARCH, { query: '枕袋', country: 'HK', language: 'ZH_TW' })
    expect(hk.products.nodes.map((n: { handle: string }) => n.handle).sort()).toEqual(pillowcases.sort())
    // Where the language is not published, its words find nothing.
    expect((await gql(SEARCH, { query: 'seprai', country: 'MY', language: 'ID' })).search.totalCount).toBe(0)
    expect(fakeShopify.matching('seprai')).toEqual([])
  })

  it('picks a variant by options named in the language, as the English names pick it', async () => {
    const english = await gql(VARIANT, {
      handle: pillowcase.handle,
      options: [
        { name: 'Size', value: 'Queen' },
        { name: 'Colour', value: 'Slate' },
      ],
    })
    expect(english.product.variantBySelectedOptions.title).toBe('Queen / Slate')
    const indonesian = await gql(VARIANT, {
      handle: pillowcase.handle,
      country: 'ID',
      language: 'ID',
      options: [
        { name: 'Ukuran', value: 'Queen' },
        { name: 'Warna', value: 'Abu Batu' },
      ],
    })
    expect(indonesian.product.variantBySelectedOptions).toEqual({ id: english.product.variantBySelectedOptions.id, title: 'Queen / Abu Batu' })
    const hk = await gql(VARIANT, {
      handle: pillowcase.handle,
      country: 'HK',
      language: 'ZH_TW',
      options: [
        { name: '尺寸', value: '雙人' },
        { name: '顏色', value: '石板灰' },
      ],
    })
    expect(hk.product.variantBySelectedOptions.id).toBe(english.product.variantBySelectedOptions.id)
  })
})
