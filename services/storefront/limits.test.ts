import {
  buildSchema,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
} from 'graphql'
import { describe, expect, it, vi } from 'vitest'
import { catalogue as shop } from '../../shared/shop'
import { detailIdentifiers } from '../../app/lib/storefront/metafields'
import { operations } from '../../app/lib/storefront/queries'
import { loadCatalogue } from './catalogue'
import { createStorefrontHandler } from './handler'
import { limitRules, QUERY_LIMITS, queryCost } from './limits'
import { countTerms } from './query-syntax'
import { MAX_PAGE } from './model'
import { typeDefs } from './schema'

const schema = buildSchema(typeDefs)
const catalogue = loadCatalogue()

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }

function post(handler: ReturnType<typeof createStorefrontHandler>, query: string, variables?: Record<string, unknown>) {
  return handler.handle(
    new Request('http://localhost/api/2025-07/graphql.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  )
}

/** The reported attack: 14 levels of variants → product, 250 to a page at each level (about 700 bytes). */
function nestedVariants(levels: number) {
  let inner = 'id title'
  for (let i = 0; i < levels; i++) inner = `variants(first: 250) { nodes { product { ${inner} } } }`
  return `query { products(first: 250) { nodes { ${inner} } } }`
}

describe('Storefront API limits, enforced before execution', () => {
  it('refuses the 14-level variants attack with MAX_COMPLEXITY_EXCEEDED, runs no resolver, and keeps answering', async () => {
    const handler = createStorefrontHandler({ catalogue, assetBase: 'http://localhost' })
    const list = vi.spyOn(handler.store, 'list')
    for (const levels of [12, 14]) {
      const attack = nestedVariants(levels)
      expect(attack.length).toBeLessThan(800)
      const response = await post(handler, attack)
      expect(response.status).toBe(200)
      const body = (await response.json()) as Answer
      expect(body.data).toBeUndefined()
      const cost = body.errors?.find((e) => e.extensions?.code === 'MAX_COMPLEXITY_EXCEEDED')
      expect(cost?.message).toMatch(/^Query cost is .+, which exceeds the single query max cost limit \(1000\)\.$/)
      expect(body.errors?.map((e) => e.extensions?.code)).toContain('MAX_DEPTH_EXCEEDED')
    }
    expect(list).not.toHaveBeenCalled()

    const after = (await (await post(handler, '{ products(first: 2) { nodes { title } } }')).json()) as Answer
    expect(after.errors).toBeUndefined()
    expect(after.data).toEqual({ products: { nodes: [{ title: catalogue.products[0]!.title }, { title: catalogue.products[1]!.title }] } })
    expect(list).toHaveBeenCalledTimes(1)
  })

  it('costs connections by their page size: two nested pages of 250 are refused, the same with small pages runs', async () => {
    const handler = createStorefrontHandler({ catalogue, assetBase: 'http://localhost' })
    const nested = (n: number) => `{ products(first: ${n}) { nodes { variants(first: ${n}) { nodes { id } } } } }`
    expect(queryCost(schema, parse(nested(250)))).toBe(2 + 250 * (1 + 2 + 250))
    const refused = (await (await post(handler, nested(250))).json()) as Answer
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'MAX_COMPLEXITY_EXCEEDED', cost: 63252, maxCost: 1000 })
    const small = (await (await post(handler, nested(5))).json()) as Answer
    expect(small.errors).toBeUndefined()
  })

  it('costs variables as sent, and lists by their length: 250 ids to nodes, predictive search by its cap', () => {
    const doc = parse('query ($n: Int!) { products(first: $n) { nodes { id } } }')
    expect(queryCost(schema, doc, { n: 10 })).toBe(2 + 10)
    expect(queryCost(schema, doc, { n: 100 })).toBe(2 + 100)
    const ids = Array.from({ length: 250 }, (_, i) => `gid://shopify/ProductVariant/${i}`)
    expect(queryCost(schema, parse('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }'), { ids })).toBe(250)
    expect(queryCost(schema, parse('{ predictiveSearch(query: "a") { products { id } } }'))).toBe(1 + 10)
  })

  it('refuses fragments that double at every level before costing them all, and leaves variable errors as they are', async () => {
    const handler = createStorefrontHandler({ catalogue, assetBase: 'http://localhost' })
    const list = vi.spyOn(handler.store, 'productByHandle')
    const fragments = ['fragment F0 on Product { id title }']
    for (let i = 1; i <= 30; i++) fragments.push(`fragment F${i} on Product { ...F${i - 1} ...F${i - 1} }`)
    const bomb = (await (await post(handler, `{ product(handle: "x") { ...F30 } } ${fragments.join(' ')}`)).json()) as Answer
    expect(bomb.errors?.map((e) => e.message)).toContain('Query exceeds the maximum allowed number of nodes.')
    expect(list).not.toHaveBeenCalled()

    const missing = (await (await post(handler, 'query P($handle: String!) { product(handle: $handle) { id } }')).json()) as Answer
    expect(missing.errors?.map((e) => e.message)).toEqual(['Variable "$handle" of required type "String!" was not provided.'])
  })

  it('bounds aliases, tokens and the size of an answer, each with its own clear error', async () => {
    const handler = createStorefrontHandler({ catalogue, assetBase: 'http://localhost' })
    const aliases = `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: products(first: 1) { nodes { id } }`).join(' ')} }`
    const aliased = (await (await post(handler, aliases)).json()) as Answer
    expect(aliased.errors?.map((e) => e.extensions?.code)).toEqual(['MAX_ALIASES_EXCEEDED'])
    expect(aliased.errors?.[0]?.message).toBe('Aliases limit of 20 exceeded, found 21.')

    const tokens = (await (await post(handler, `{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens)} }`)).json()) as Answer
    expect(tokens.errors?.[0]?.message).toMatch(/more th.. 2000 tokens/)

    const small = createStorefrontHandler({ catalogue, assetBase: 'http://localhost', limits: { ...QUERY_LIMITS, maxResponseBytes: 2000 } })
    const big = (await (await post(small, '{ products(first: 50) { nodes { descriptionHtml } } }')).json()) as Answer
    expect(big.data).toBeUndefined()
    expect(big.errors?.[0]?.extensions?.code).toBe('MAX_RESPONSE_SIZE_EXCEEDED')
    expect(big.errors?.[0]?.message).toMatch(/^Response of \d+ bytes exceeds the maximum response size \(2000 bytes\)/)
    const fits = (await (await post(small, '{ products(first: 1) { nodes { title } } }')).json()) as Answer
    expect(fits.errors).toBeUndefined()
  })
})

describe('search strings, bounded before they are matched', () => {
  const search = 'query Search($q: String!) { products(first: 10, query: $q) { nodes { id } } }'

  it("refuses the probe's 60 KB search (one token, cheap by cost) with Shopify's error shape, inline or as a variable", async () => {
    const handler = createStorefrontHandler({ catalogue, assetBase: 'http://localhost' })
    const list = vi.spyOn(handler.store, 'list')
    const long = '-zzz '.repeat(12_000)
    for (const body of [
      await post(handler, search, { q: long }),
      await post(handler, `{ predictiveSearch(query: ${JSON.stringify(long.slice(0, 20_000))}) { products { id } } }`),
    ]) {
      expect(body.status).toBe(200)
      const answer = (await body.json()) as Answer
      expect(answer.data).toBeUndefined()
      expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['MAX_SEARCH_LENGTH_EXCEEDED'])
      expect(answer.errors?.[0]?.message).toMatch(/^Search query is \d+ characters long, which exceeds the maximum search length \(1000\)\.$/)
    }
    expect(list).not.toHaveBeenCalled()
  })

  it('refuses a short search of too many terms, and runs one at both limits', async () => {
    const handler = createStorefrontHandler({ catalogue, assetBase: 'http://localhost' })
    const many = (await (await post(handler, search, { q: 'e '.repeat(QUERY_LIMITS.maxSearchTerms + 1) })).json()) as Answer
    expect(many.errors?.[0]?.extensions).toEqual({ code: 'MAX_SEARCH_TERMS_EXCEEDED', terms: 61, maxSearchTerms: 60 })
    const atLimits = 'earthing OR '.repeat(QUERY_LIMITS.maxSearchTerms).slice(0, QUERY_LIMITS.maxSearchLength)
    expect(countTerms(atLimits)).toBeLessThanOrEqual(QUERY_LIMITS.maxSearchTerms)
    const ran = (await (await post(handler, search, { q: atLimits })).json()) as Answer
    expect(ran.errors).toBeUndefined()
    expect((ran.data as { products: { nodes: unknown[] } }).products.nodes.length).toBeGreaterThan(0)
  })
})

/**
 * Variables as the shop sends them at their largest. An Int is worst-cased at a full page (250),
 * a list at 250 items, unless the app never sends more: then the app's own figure is given here.
 */
const appSends: Partial<Record<keyof typeof operations, Record<string, unknown>>> = {
  // One page of a listing, forwards or back, with a few variants a product (app/lib/storefront/catalogue.ts).
  // Without the variants' images: the product page alone asks for them.
  PRODUCTS_QUERY: { first: shop.pageSize, last: null, images: shop.imagesPerProduct, variants: shop.variantsPerProduct, variantImages: false },
  // The product page reads its variants a page at a time, and its three details.
  PRODUCT_BY_HANDLE_QUERY: { images: shop.imagesPerProduct, variants: shop.variantsPerPage, details: detailIdentifiers },
  PRODUCT_VARIANTS_QUERY: { first: shop.variantsPerPage },
  // A collection's or a search's page, as a listing's.
  COLLECTION_PRODUCTS_QUERY: { first: shop.pageSize, last: null, images: shop.imagesPerProduct, variants: shop.variantsPerProduct, variantImages: false },
  SEARCH_PRODUCTS_QUERY: { first: shop.pageSize, last: null, images: shop.imagesPerProduct, variants: shop.variantsPerProduct, variantImages: false },
  PRODUCT_RECOMMENDATIONS_QUERY: { images: shop.imagesPerProduct, variants: shop.variantsPerProduct, variantImages: false },
}

function worstValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return worstValue(type.ofType)
  if (isListType(type)) return Array.from({ length: MAX_PAGE }, () => worstValue(type.ofType))
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, worstValue(f.type)]))
  if (isEnumType(type)) return type.getValues()[0]!.value
  switch (type.name) {
    case 'Int':
    case 'Float':
      return MAX_PAGE
    case 'Boolean':
      return true
    case 'ID':
      return 'gid://shopify/ProductVariant/100101'
    default:
      return 'earthing sheet'
  }
}

describe("every operation the shop's app sends stays within the limits", () => {
  const handler = createStorefrontHandler({ catalogue, assetBase: 'http://localhost' })
  for (const [name, source] of Object.entries(operations) as [keyof typeof operations, string][]) {
    it(`${name}, at its largest`, async () => {
      const document = parse(source, { maxTokens: QUERY_LIMITS.maxTokens })
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, worstValue(typeFromAST(schema, v.type as never) as GraphQLInputType)]),
      )
      Object.assign(variables, appSends[name])

      const cost = queryCost(schema, document, variables)
      expect(cost, `${name} costs ${cost}`).toBeLessThanOrEqual(QUERY_LIMITS.maxCost)
      expect(validate(schema, document, [...specifiedRules, ...limitRules(QUERY_LIMITS, { variables })]).map((e) => e.message)).toEqual([])

      // And through the endpoint: whatever else it answers (no carts here), never a limit.
      const body = (await (await post(handler, source, variables)).json()) as Answer
      const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? '')
      expect(codes.filter((code) => code.startsWith('MAX_'))).toEqual([])
    })
  }
})
