import { parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { realStorefrontSchema } from '../../tests/fakes/storefront-schema'
import { loadCatalogue } from './catalogue'
import { createStorefrontHandler } from './handler'
import { storefrontQuery } from './testing'
import idId from './translations/id-id'
import msMy from './translations/ms-my'
import zhHk from './translations/zh-hk'
import zhSg from './translations/zh-sg'

const PRODUCT = `query Product($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  product(handle: $handle) {
    title description(truncateAt: 40) descriptionHtml seo { title }
    featuredImage { altText }
    options { name values optionValues { name } }
    variants(first: 5) { nodes { title selectedOptions { name value } price { currencyCode } } }
    metafields(identifiers: [{ namespace: "custom", key: "care" }, { namespace: "custom", key: "nothing" }]) { value }
  } }`
const COLLECTION = `query Collection($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  collection(handle: $handle) { title description seo { title description } products(first: 1) { nodes { title } } } }`
const FILTERS = `query Filters($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  collection(handle: $handle) { products(first: 20, filters: [{ variantOption: { name: "Size", value: "Queen" } }]) { nodes { title } filters { id label values { id label count input } } } } }`
const LOCALIZATION = `query Localization($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  localization { country { isoCode defaultLanguage { isoCode } availableLanguages { isoCode endonymName } } } }`

const SHEET = 'premium-earthing-flat-sheet'
const store = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://shop.test', carts: null })
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the shape of the answer it asked for
const gql = (query: string, variables: object = {}) => storefrontQuery<any>(store, query, variables)

describe('the embedded store in its languages', () => {
  it('sends only operations the real Storefront API accepts', () => {
    const real = realStorefrontSchema()
    for (const query of [PRODUCT, COLLECTION, FILTERS, LOCALIZATION]) expect(validate(real, parse(query)).map((e) => e.message)).toEqual([])
  })

  it('answers a product in the language its @inContext names: title, description, alt text, options, variants, metafields', async () => {
    const { data, errors } = await gql(PRODUCT, { handle: SHEET, country: 'HK', language: 'ZH_TW' })
    expect(errors).toBeUndefined()
    const translated = zhHk.products[SHEET]
    const product = data.product
    expect(product.title).toBe(translated.title)
    expect(product.seo.title).toBe(translated.title)
    expect(product.description).toBe(
      `${translated.description
        .replace(/\s*\n\s*/g, ' ')
        .slice(0, 40)
        .trimEnd()}...`,
    )
    expect(product.descriptionHtml.startsWith(`<p>${translated.description.split('\n')[0]}</p>`)).toBe(true)
    expect(product.featuredImage.altText).toBe(translated.images[0])
    expect(product.options[0]).toEqual({
      name: '尺寸',
      values: ['單人', '雙人', '特大雙人'],
      optionValues: [{ name: '單人' }, { name: '雙人' }, { name: '特大雙人' }],
    })
    expect(product.variants.nodes[1]).toEqual({ title: '雙人', selectedOptions: [{ name: '尺寸', value: '雙人' }], price: { currencyCode: 'HKD' } })
    expect(product.metafields).toEqual([{ value: translated.metafields['custom.care'] }, null])
  })

  it('answers in English where the language is not the country’s, or none is asked for, as Shopify falls back', async () => {
    const english = (await gql(PRODUCT, { handle: SHEET })).data.product
    expect(english.title).toBe('Premium Earthing Flat Sheet')
    expect(english.options[0].name).toBe('Size')
    // Indonesian is published for Indonesia only.
    expect((await gql(PRODUCT, { handle: SHEET, country: 'SG', language: 'ID' })).data.product).toEqual(english)
    expect((await gql(PRODUCT, { handle: SHEET, country: 'ID', language: 'EN' })).data.product.title).toBe('Premium Earthing Flat Sheet')
    expect((await gql(PRODUCT, { handle: SHEET, country: 'ID', language: 'ID' })).data.product.title).toBe(idId.products[SHEET].title)
  })

  it("answers Shopify's placeholder of a product without options untranslated in every language, as Shopify does", async () => {
    for (const [country, language] of [
      ['ID', 'ID'],
      ['MY', 'MS'],
      ['HK', 'ZH_TW'],
      ['SG', 'ZH_CN'],
    ]) {
      const product = (await gql(PRODUCT, { handle: 'earthing-therapy-starter-mat', country, language })).data.product
      expect(product.variants.nodes[0].title, language).toBe('Default Title')
      expect(product.variants.nodes[0].selectedOptions[0].value, language).toBe('Default Title')
      expect(product.options[0].values, language).toEqual(['Default Title'])
    }
  })

  it("names a listing's filters in the language, as Shopify does: its own labels, an option's translated name and values", async () => {
    type Filter = { id: string; label: string; values: { id: string; label: string; count: number; input: string }[] }
    const filtersIn = async (country: string, language: string) =>
      (await gql(FILTERS, { handle: 'sleep', country, language })).data.collection.products as { nodes: { title: string }[]; filters: Filter[] }
    const english = await filtersIn('SG', 'EN')
    const chinese = await filtersIn('HK', 'ZH_TW')
    expect(chinese.filters.map((f) => f.label)).toEqual(['庫存狀況', '價格', '產品類型', '尺寸'])
    expect(chinese.filters[0]!.values.map((v) => v.label)).toEqual(['有貨', '缺貨'])
    expect(chinese.filters[3]!.values.map((v) => v.label)).toEqual(['單人', '雙人', '特大雙人'])
    // The same filters otherwise: ids, counts and inputs in the store's own terms, so a listing filters alike in every language.
    const shape = (filters: Filter[]) => filters.map((f) => ({ id: f.id, values: f.values.map(({ id, count, input }) => ({ id, count, input })) }))
    expect(shape(chinese.filters)).toEqual(shape(english.filters))
    expect(chinese.nodes).toHaveLength(english.nodes.length)
    expect(english.filters.map((f) => f.label)).toEqual(['Availability', 'Price', 'Product type', 'Size'])
    expect((await filtersIn('ID', 'ID')).filters.map((f) => f.label)).toEqual(['Ketersediaan', 'Harga', 'Jenis produk', 'Ukuran'])
  })

  it('answers a collection and its products in the language', async () => {
    const { data } = await gql(COLLECTION, { handle: 'sleep', country: 'ID', language: 'ID' })
    expect(data.collection.title).toBe(idId.collections.sleep.title)
    expect(data.collection.description).toBe(idId.collections.sleep.description)
    expect(data.collection.seo).toEqual({ title: idId.collections.sleep.title, description: idId.collections.sleep.description })
    expect(Object.values(idId.products).map((p) => p.title)).toContain(data.collection.products.nodes[0].title)
  })

  it('answers each country with its languages, its default first', async () => {
    const answer = async (variables: object) => (await gql(LOCALIZATION, variables)).data.localization
    expect((await answer({ country: 'MY', language: 'MS' })).country).toEqual({
      isoCode: 'MY',
      defaultLanguage: { isoCode: 'EN' },
      availableLanguages: [
        { isoCode: 'EN', endonymName: 'English' },
        { isoCode: 'MS', endonymName: 'Melayu' },
      ],
    })
    expect((await answer({})).country.availableLanguages.map((l: { isoCode: string }) => l.isoCode)).toEqual(['EN', 'ZH_CN'])
    expect((await answer({ country: 'AU' })).country.availableLanguages.map((l: { isoCode: string }) => l.isoCode)).toEqual(['EN'])
  })

  it('holds a translation for every product and collection of the catalogue, in every language', () => {
    const catalogue = loadCatalogue()
    for (const file of [idId, msMy, zhHk, zhSg]) {
      for (const product of catalogue.products) {
        const translated = file.products[product.handle as keyof typeof file.products]
        expect(translated, product.handle).toBeDefined()
        expect(translated.images).toHaveLength(product.images.length)
        expect(Object.keys(translated.options ?? {})).toEqual(product.options.map((o) => o.name))
      }
    }
  })
})
