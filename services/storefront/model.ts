import { GraphQLError } from 'graphql'
import type { CatalogueData, CatalogueProduct } from './catalogue'
import { matchesStoreQuery } from './query-syntax'
import { idNumber } from './discovery'
import { relevance, type Searchable } from './search'
import { adjacent, encodedVariants, selectedOrFirstAvailable, type SelectionArgs, variantBySelectedOptions } from './variant-options'
import { moneyOf } from '../../shared/money'

/**
 * The catalogue as GraphQL objects. Fields that take arguments are methods, which graphql-js's
 * default resolver calls with those arguments.
 */
export const IMAGE_SIZE = 1200
/** Shopify's largest page for `first`/`last`. */
export const MAX_PAGE = 250

type Money = { amount: string; currencyCode: string }
type ConnectionArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null; reverse?: boolean | null }
type Transform = { maxWidth?: number | null; maxHeight?: number | null; crop?: string | null; scale?: number | null; preferredContentType?: string | null }

export type ImageNode = ReturnType<typeof makeImage>
export type VariantNode = ReturnType<typeof makeVariant<object>>
export type ProductNode = ReturnType<typeof makeProduct>

const encodeCursor = (index: number) => Buffer.from(`cursor:${index}`).toString('base64')
function decodeCursor(cursor: string): number {
  const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString())
  if (!match) throw new GraphQLError(`Invalid cursor "${cursor}"`, { extensions: { code: 'BAD_REQUEST' } })
  return Number(match[1])
}

/** Relay-style pagination over an in-memory list, with Shopify's rules on first/last. */
export function connection<T>(all: readonly T[], args: ConnectionArgs) {
  const { first, last, after, before, reverse } = args
  if (first == null && last == null) {
    throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } })
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value != null && (value < 0 || value > MAX_PAGE)) {
      throw new GraphQLError(`${name} must be between 0 and ${MAX_PAGE}`, { extensions: { code: 'BAD_REQUEST' } })
    }
  }
  const indexed = all.map((node, index) => ({ node, index }))
  if (reverse) indexed.reverse()
  let start = 0
  let end = indexed.length
  // A cursor of no item in this list (a product since removed, another query's) is refused, as an invalid one is.
  const position = (cursor: string) => {
    const at = indexed.findIndex((e) => e.index === decodeCursor(cursor))
    if (at < 0) throw new GraphQLError(`Invalid cursor "${cursor}"`, { extensions: { code: 'BAD_REQUEST' } })
    return at
  }
  if (after) start = position(after) + 1
  if (before) end = position(before)
  let window = indexed.slice(start, Math.max(start, end))
  if (first != null) window = window.slice(0, first)
  if (last != null) window = window.slice(Math.max(0, window.length - last))
  const edges = window.map((e) => ({ cursor: encodeCursor(e.index), node: e.node }))
  const firstPos = window.length ? indexed.indexOf(window[0]!) : start
  const lastPos = window.length ? indexed.indexOf(window[window.length - 1]!) : start - 1
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: lastPos < indexed.length - 1,
      hasPreviousPage: firstPos > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A description as `description` answers it: one paragraph of plain text, cut at `truncateAt` with an ellipsis. */
export function descriptionText(description: string, truncateAt?: number | null) {
  const text = description.replace(/\s*\n\s*/g, ' ')
  return truncateAt && text.length > truncateAt ? `${text.slice(0, truncateAt).trimEnd()}...` : text
}

/** A description as `descriptionHtml` answers it: a paragraph for each blank-line-separated block. */
export const descriptionHtml = (description: string) =>
  description
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')

function makeImage(id: string, file: string, altText: string, assetBase: string) {
  return {
    id,
    altText,
    /** The CDN file (`{handle}-{n}.png`), which names the product and the image's place for its translations; not in the schema. */
    file,
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
    /** Shopify's CDN parameters (width, height, crop) carry the transform, as on the real store. */
    // Deprecated on Shopify and still answered there: the untransformed URL, or one transformed by plain arguments.
    get originalSrc() {
      return this.url()
    },
    get src() {
      return this.url()
    },
    transformedSrc(transform: Transform = {}) {
      return this.url({ transform })
    },
    url({ transform }: { transform?: Transform | null } = {}) {
      const url = new URL(`/cdn/shop/files/${file}`, assetBase)
      url.searchParams.set('v', '1')
      const scale = transform?.scale ?? 1
      if (transform?.maxWidth) url.searchParams.set('width', String(transform.maxWidth * scale))
      if (transform?.maxHeight) url.searchParams.set('height', String(transform.maxHeight * scale))
      if (transform?.crop) url.searchParams.set('crop', transform.crop.toLowerCase())
      return url.toString()
    },
  }
}

/**
 * A variant; `image` is the product image its catalogue entry names (`image`: its number, from 1),
 * or the product's first, as Shopify's `ProductVariant.image` falls back to the product image.
 */
function makeVariant<P>(source: CatalogueProduct['variants'][number], id: string, currency: string, product: P, image: ImageNode | null = null) {
  return {
    __typename: 'ProductVariant' as const,
    id,
    title: source.title,
    sku: source.sku,
    availableForSale: source.available,
    quantityAvailable: source.available ? 25 : 0,
    price: { amount: source.price, currencyCode: currency } as Money,
    compareAtPrice: source.compareAtPrice ? ({ amount: source.compareAtPrice, currencyCode: currency } as Money) : null,
    get priceV2() {
      return this.price
    },
    get compareAtPriceV2() {
      return this.compareAtPrice
    },
    selectedOptions: Object.entries(source.options).map(([name, value]) => ({ name, value })),
    unitPrice: null,
    image,
    product,
  }
}

function makeProduct(source: CatalogueProduct, number: number, catalogue: CatalogueData, assetBase: string) {
  const currency = catalogue.currency
  const id = `gid://shopify/Product/${number}`
  const images = source.images.map((img, i) => makeImage(`gid://shopify/ProductImage/${number * 10 + i}`, `${source.handle}-${i + 1}.png`, img.alt, assetBase))
  const variantList: VariantNode[] = []
  const product = {
    __typename: 'Product' as const,
    id,
    handle: source.handle,
    title: source.title,
    vendor: catalogue.vendor,
    productType: source.productType,
    tags: source.tags,
    createdAt: source.createdAt,
    updatedAt: source.createdAt,
    rank: source.rank,
    availableForSale: source.variants.some((v) => v.available),
    description: ({ truncateAt }: { truncateAt?: number | null } = {}) => descriptionText(source.description, truncateAt),
    descriptionHtml: descriptionHtml(source.description),
    seo: { title: source.title, description: null as string | null },
    featuredImage: images[0] ?? null,
    images: (args: ConnectionArgs) => connection(images, args),
    metafields: ({ identifiers }: { identifiers: { namespace?: string | null; key: string }[] }) =>
      identifiers.map(({ namespace, key }) => metafield(id, source.metafields, namespace, key)),
    options: ({ first }: { first?: number | null } = {}) =>
      source.options.slice(0, first ?? undefined).map((o, i) => ({
        id: `gid://shopify/ProductOption/${number * 10 + i}`,
        name: o.name,
        values: o.values,
        optionValues: o.values.map((value, j) => ({
          id: `gid://shopify/ProductOptionValue/${number * 1000 + i * 100 + j}`,
          name: value,
          // Shopify: the first variant with this value that can be bought, else the first with it.
          swatch: null,
          firstSelectableVariant:
            variantList.find((v) => v.availableForSale && optionIs(v, o.name, value)) ?? variantList.find((v) => optionIs(v, o.name, value)) ?? null,
        })),
      })),
    variants: (args: ConnectionArgs) => connection(variantList, args),
    // What storefronts that draw option pickers without the variant list ask for (Hydrogen's skeleton).
    encodedVariantExistence: () => encodedVariants(source.options, variantList),
    encodedVariantAvailability: () => encodedVariants(source.options, variantList, (v) => v.availableForSale),
    selectedOrFirstAvailableVariant: (args: SelectionArgs) => selectedOrFirstAvailable(source.options, variantList, args),
    adjacentVariants: (args: SelectionArgs) => adjacent(source.options, variantList, args),
    variantBySelectedOptions: (args: SelectionArgs) => variantBySelectedOptions(source.options, variantList, args),
    priceRange: priceRange(
      source.variants.map((v) => Number(v.price)),
      currency,
    ),
    searchable: {
      title: source.title,
      productType: source.productType,
      tags: source.tags,
      vendor: catalogue.vendor,
      variantTitles: source.variants.map((v) => v.title),
      skus: source.variants.map((v) => v.sku),
      availableForSale: source.variants.some((v) => v.available),
    } satisfies Searchable,
    offers: source.variants.map((v) => ({
      available: v.available,
      price: Number(v.price),
      options: Object.entries(v.options).map(([name, value]) => ({ name, value })),
    })),
    variantList,
  }
  source.variants.forEach((v, i) =>
    variantList.push(
      makeVariant(v, `gid://shopify/ProductVariant/${number * 100 + i + 1}`, currency, product, (v.image ? images[v.image - 1] : images[0]) ?? null),
    ),
  )
  return product
}

/**
 * One metafield as Shopify answers an identifier: null when the product has none. Shopify reads a
 * missing namespace as the app's reserved one, which the catalogue file never holds.
 */
function metafield(productId: string, fields: Record<string, string>, namespace: string | null | undefined, key: string) {
  const value = namespace ? fields[`${namespace}.${key}`] : undefined
  if (value === undefined) return null
  const number = idNumber(productId) * 100 + Object.keys(fields).indexOf(`${namespace}.${key}`)
  return { __typename: 'Metafield' as const, id: `gid://shopify/Metafield/${number}`, namespace, key, type: 'multi_line_text_field', value }
}

const optionIs = (variant: VariantNode, name: string, value: string) => variant.selectedOptions.some((o) => o.name === name && o.value === value)

function priceRange(prices: number[], currencyCode: string) {
  return { minVariantPrice: moneyOf(Math.min(...prices), currencyCode), maxVariantPrice: moneyOf(Math.max(...prices), currencyCode) }
}

export type SortKey = 'BEST_SELLING' | 'CREATED_AT' | 'ID' | 'PRICE' | 'PRODUCT_TYPE' | 'RELEVANCE' | 'TITLE' | 'UPDATED_AT' | 'VENDOR'

const sorters: Record<SortKey, (a: ProductNode, b: ProductNode) => number> = {
  BEST_SELLING: (a, b) => a.rank - b.rank,
  RELEVANCE: (a, b) => a.rank - b.rank,
  CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
  ID: (a, b) => idNumber(a.id) - idNumber(b.id),
  PRICE: (a, b) => Number(a.priceRange.minVariantPrice.amount) - Number(b.priceRange.minVariantPrice.amount),
  PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType) || a.rank - b.rank,
  TITLE: (a, b) => a.title.localeCompare(b.title),
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor) || a.rank - b.rank,
}

/** The store: products by handle and id, listing, search, and image look-up for the CDN route. */
export function createStore(catalogue: CatalogueData, assetBase: string) {
  const products = catalogue.products.map((p, i) => makeProduct(p, 1001 + i, catalogue, assetBase))
  const byHandle = new Map(products.map((p) => [p.handle, p]))
  const variants = new Map(products.flatMap((p) => p.variantList.map((v) => [v.id, v] as const)))

  return {
    products,
    productByHandle: (handle: string) => byHandle.get(handle) ?? null,
    productById: (id: string) => products.find((p) => p.id === id) ?? null,
    variantById: (id: string) => variants.get(id) ?? null,
    /**
     * Products matching `query`, in `sortKey` order; `reverse` is the connection's to apply. Each
     * is matched as `searchable` reads it (in the operation's language: `translations.ts` `searchableIn`).
     */
    list({ query, sortKey }: { query?: string | null; sortKey?: SortKey | null }, searchable: (p: ProductNode) => Searchable = (p) => p.searchable) {
      const found = products.filter((p) => matchesStoreQuery(searchable(p), query))
      // Relevance without a query is the store's own order: the catalogue file's, as its owner arranged it.
      const key = sortKey === 'RELEVANCE' && !query?.trim() ? 'ID' : (sortKey ?? 'ID')
      const sorted = found.sort(sorters[key])
      if (key === 'RELEVANCE' && query) {
        const score = new Map(found.map((p) => [p, relevance(searchable(p), query)]))
        sorted.sort((a, b) => score.get(b)! - score.get(a)!)
      }
      return sorted
    },
    /** The catalogue entry behind `/cdn/shop/files/{handle}-{n}.png`. */
    imageSource(file: string) {
      const match = /^([a-z0-9-]+)-(\d+)\.(png|jpg|webp|avif)$/.exec(file)
      if (!match) return null
      const source = catalogue.products.find((p) => p.handle === match[1])
      const image = source?.images[Number(match[2]) - 1]
      return source && image ? { art: image.art, tone: image.tone ?? source.tone, label: source.title } : null
    },
  }
}

export type Store = ReturnType<typeof createStore>
