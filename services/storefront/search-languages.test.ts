import { parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { realStorefrontSchema } from '../../tests/fakes/storefront-schema'
import { loadCatalogue } from './catalogue'
import { createStorefrontHandler } from './handler'
import { matchesQuery, parseQuery, relevance, type Searchable } from './search'
import { searchScore } from './discovery'
import { storefrontQuery } from './testing'
import { searchableIn, selectedOptionsInStore } from './translations'
import idId from './translations/id-id'
import zhHk from './translations/zh-hk'

const SEARCH = `query Search($query: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  search(query: $query, first: 20, types: PRODUCT) { totalCount nodes { ... on Product { handle title } } } }`
const PRODUCTS = `query Products($query: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  products(query: $query, first: 20, sortKey: RELEVANCE) { nodes { handle } } }`
const PREDICTIVE = `query Predictive($query: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  predictiveSearch(query: $query, types: [PRODUCT]) { products { handle title } } }`
const COLLECTIONS = `query Collections($query: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  collections(query: $query, first: 5) { nodes { handle title } } }`
const VARIANT = `query Variant($handle: String!, $options: [SelectedOptionInput!]!, $country: CountryCode, $language: LanguageCode, $insensitive: Boolean)
  @inContext(country: $country, language: $language) {
  product(handle: $handle) {
    variantBySelectedOptions(selectedOptions: $options, caseInsensitiveMatch: $insensitive) { id title }
    selectedOrFirstAvailableVariant(selectedOptions: $options, caseInsensitiveMatch: $insensitive) { id }
    adjacentVariants(selectedOptions: $options, caseInsensitiveMatch: $insensitive) { id }
  } }`

const store = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://shop.test', carts: null })
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the shape of the answer it asked for
const gql = (query: string, variables: object = {}) => storefrontQuery<any>(store, query, variables)
const handles = (nodes: { handle: string }[]) => nodes.map((n) => n.handle)
const SHEET = 'premium-earthing-flat-sheet'
const SHEETS = [SHEET, 'fitted-earthing-bed-sheet']

describe('the embedded store searched in the operation’s language', () => {
  it('sends only operations the real Storefront API accepts', () => {
    const real = realStorefrontSchema()
    for (const query of [SEARCH, PRODUCTS, PREDICTIVE, COLLECTIONS, VARIANT]) expect(validate(real, parse(query)).map((e) => e.message)).toEqual([])
  })

  it('finds the sheets for "seprai" on the Indonesian store, in search(), products(query:) and predictive search', async () => {
    const indonesian = { query: 'seprai', country: 'ID', language: 'ID' }
    const search = (await gql(SEARCH, indonesian)).data.search
    expect(handles(search.nodes).sort()).toEqual([...SHEETS].sort())
    expect(search.nodes.map((n: { title: string }) => n.title)).toContain(idId.products['premium-earthing-flat-sheet'].title)
    expect(handles((await gql(PRODUCTS, indonesian)).data.products.nodes).sort()).toEqual([...SHEETS].sort())
    expect(handles((await gql(PREDICTIVE, indonesian)).data.predictiveSearch.products).sort()).toEqual([...SHEETS].sort())
    // A field-qualified term reads the language too.
    expect(handles((await gql(PRODUCTS, { ...indonesian, query: 'title:"seprai datar"' })).data.products.nodes)).toEqual([SHEET])
  })

  it('still finds the English words in the language, and the language’s words nowhere it is not published', async () => {
    expect(handles((await gql(SEARCH, { query: 'flat sheet', country: 'ID', language: 'ID' })).data.search.nodes)).toContain(SHEET)
    // Indonesian is not Singapore's: the operation is answered, and searched, in English.
    expect((await gql(SEARCH, { query: 'seprai', country: 'SG', language: 'ID' })).data.search.totalCount).toBe(0)
    expect((await gql(SEARCH, { query: 'seprai' })).data.search.totalCount).toBe(0)
    expect((await gql(PRODUCTS, { query: 'seprai', country: 'ID', language: 'EN' })).data.products.nodes).toEqual([])
  })

  it('finds Chinese words inside an unspaced title, and a variant by its translated title', async () => {
    const hk = { country: 'HK', language: 'ZH_TW' }
    expect(handles((await gql(SEARCH, { ...hk, query: '床笠' })).data.search.nodes)).toEqual([SHEETS[1]])
    expect(handles((await gql(SEARCH, { ...hk, query: '床單' })).data.search.nodes)).toContain(SHEET)
    expect(handles((await gql(PREDICTIVE, { query: '床单', country: 'SG', language: 'ZH_CN' })).data.predictiveSearch.products)).toContain(SHEET)
    // 特大雙人 is Hong Kong's King: a variant's title in the language is searched as its English one is.
    const kings = handles((await gql(PRODUCTS, { ...hk, query: 'variants.title:特大雙人' })).data.products.nodes)
    expect(kings).toEqual(handles((await gql(PRODUCTS, { query: 'variants.title:King' })).data.products.nodes))
    expect(kings.length).toBeGreaterThan(0)
  })

  it('finds Malay words on the Malaysian store', async () => {
    const found = handles((await gql(SEARCH, { query: 'cadar', country: 'MY', language: 'MS' })).data.search.nodes)
    expect(found.sort()).toEqual([...SHEETS].sort())
    expect(handles((await gql(SEARCH, { query: 'tikar yoga', country: 'MY', language: 'MS' })).data.search.nodes)).toEqual(['earthing-yoga-mat'])
  })

  it('finds a collection by its title in the language', async () => {
    const found = (await gql(COLLECTIONS, { query: idId.collections.accessories.title, country: 'ID', language: 'ID' })).data.collections.nodes
    expect(found).toEqual([{ handle: 'accessories', title: idId.collections.accessories.title }])
  })

  it('picks a variant by options named in the language, as the English names pick it', async () => {
    const english = (
      await gql(VARIANT, {
        handle: 'earthing-yoga-mat',
        options: [
          { name: 'Size', value: 'Long (200 x 66 cm)' },
          { name: 'Colour', value: 'Sand' },
        ],
      })
    ).data.product
    expect(english.variantBySelectedOptions.title).toBe('Long (200 x 66 cm) / Sand')
    const indonesian = { handle: 'earthing-yoga-mat', country: 'ID', language: 'ID' }
    const translated = [
      { name: 'Ukuran', value: 'Panjang (200 x 66 cm)' },
      { name: 'Warna', value: 'Pasir' },
    ]
    const inIndonesian = (await gql(VARIANT, { ...indonesian, options: translated })).data.product
    expect(inIndonesian.variantBySelectedOptions).toEqual({ id: english.variantBySelectedOptions.id, title: 'Panjang (200 x 66 cm) / Pasir' })
    expect(inIndonesian.selectedOrFirstAvailableVariant).toEqual(english.selectedOrFirstAvailableVariant)
    expect(inIndonesian.adjacentVariants).toEqual(english.adjacentVariants)
    // English still picks it in the language, names and values may be mixed, and case is forgiven when asked.
    const mixed = [
      { name: 'Size', value: 'Panjang (200 x 66 cm)' },
      { name: 'warna', value: 'PASIR' },
    ]
    expect((await gql(VARIANT, { ...indonesian, options: mixed, insensitive: true })).data.product.variantBySelectedOptions.id).toBe(
      english.variantBySelectedOptions.id,
    )
    expect((await gql(VARIANT, { ...indonesian, options: mixed })).data.product.variantBySelectedOptions).toBeNull()
    // Hong Kong's 雙人 is the Queen.
    const queen = await gql(VARIANT, { handle: SHEET, country: 'HK', language: 'ZH_TW', options: [{ name: '尺寸', value: '雙人' }] })
    expect(queen.data.product.variantBySelectedOptions.title).toBe(zhHk.products[SHEET].options.Size.values.Queen)
    // A language the country does not publish is not read: Indonesian names are unknown in Singapore.
    expect((await gql(VARIANT, { ...indonesian, country: 'SG', options: translated })).data.product.variantBySelectedOptions).toBeNull()
  })
})

describe('search text in a language', () => {
  const sheet = store.store.productByHandle(SHEET)!

  it('is the English text with the translated title and variant titles beside it, the same object each time', () => {
    const searchable = searchableIn(sheet, 'ZH_TW')
    expect(searchable.translated).toEqual({ title: '優質接地床單', variantTitles: ['單人', '雙人', '特大雙人'] })
    expect(searchable.title).toBe(sheet.searchable.title)
    expect(searchableIn(sheet, 'ZH_TW')).toBe(searchable)
    expect(searchableIn(sheet, 'EN')).toBe(sheet.searchable)
  })

  it('matches and scores the language’s words as the store’s own', () => {
    const searchable: Searchable = searchableIn(sheet, 'ID')
    expect(matchesQuery(searchable, 'seprai datar')).toBe(true)
    expect(matchesQuery(searchable, 'flat seprai')).toBe(true)
    expect(matchesQuery(sheet.searchable, 'seprai')).toBe(false)
    // A title word weighs as much in the language as in English; one typo is forgiven in either.
    expect(relevance(searchable, 'seprai')).toBe(relevance(searchable, 'sheet'))
    expect(searchScore(searchable, 'seprai')).toBe(searchScore(searchable, 'sheet'))
    expect(searchScore(searchable, 'sepray')).toBeGreaterThan(0)
    // A dotted field is read as one (it was free text before, and matched nothing).
    expect(parseQuery('variants.title:Queen')).toEqual([{ field: 'variants.title', value: 'queen', negate: false }])
    expect(matchesQuery(searchable, 'variants.title:queen')).toBe(true)
  })

  it('reads selected options in the language back into the store’s names', () => {
    const translation = idId.products['earthing-yoga-mat']
    expect(
      selectedOptionsInStore(translation, [
        { name: 'Warna', value: 'Hijau Hutan' },
        { name: 'Size', value: 'Wide (183 x 80 cm)' },
        { name: 'Material', value: 'Karbon' },
      ]),
    ).toEqual([
      { name: 'Colour', value: 'Forest' },
      { name: 'Size', value: 'Wide (183 x 80 cm)' },
      { name: 'Material', value: 'Karbon' },
    ])
    expect(selectedOptionsInStore(translation, [{ name: 'WARNA', value: 'pasir' }])).toEqual([{ name: 'WARNA', value: 'pasir' }])
    expect(selectedOptionsInStore(translation, [{ name: 'WARNA', value: 'pasir' }], true)).toEqual([{ name: 'Colour', value: 'Sand' }])
  })
})
