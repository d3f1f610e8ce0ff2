import type { GraphQLSchema } from 'graphql'
import idId from './translations/id-id'
import msMy from './translations/ms-my'
import zhHk from './translations/zh-hk'
import zhSg from './translations/zh-sg'
import { DEFAULT_VARIANT_TITLE } from '../../shared/default-variant'
import { storeLanguages, type StoreLanguageCode } from './languages'
import type { MarketContext } from './markets'
import { descriptionHtml, descriptionText } from './model'
import { mapArguments, mapResolved } from './resolvers'
import type { Searchable } from './search'
import type { SelectedOptionInput, SelectionArgs } from './variant-options'

/**
 * The store's content in its other languages, as Shopify's Translate & Adapt keeps it: a product's
 * title, description, metafields, image alt texts and option names and values, and a collection's
 * title and description. What a language lacks is answered in the default language, as Shopify does.
 */
export type ProductTranslation = {
  title?: string
  description?: string
  metafields?: Record<string, string>
  images?: string[]
  options?: Record<string, { name?: string; values?: Record<string, string> }>
}
export type Translations = {
  products: Record<string, ProductTranslation>
  collections: Record<string, { title?: string; description?: string }>
}
/** A store's translations, by the language they are in (English, the store's own, has none). */
export type StoreTranslations = ReadonlyMap<StoreLanguageCode, Translations>

const files: Record<string, Translations> = { 'id-id': idId, 'ms-my': msMy, 'zh-hk': zhHk, 'zh-sg': zhSg }
/** The embedded store's translations, from `translations/<file>.ts`. */
export const storeTranslations: StoreTranslations = new Map(storeLanguages.flatMap((l) => (l.file ? [[l.isoCode, files[l.file]!] as const] : [])))

type Source = Record<string, unknown>

/**
 * Shopify's own words for the filters it makes (Search & Discovery's availability, price and
 * product type), as it answers them in each of the store's languages; a variant option's filter
 * is named by the option's translated name and values, as its products are.
 */
export const filterLabels: Record<
  Exclude<StoreLanguageCode, 'EN'>,
  { availability: string; inStock: string; outOfStock: string; price: string; productType: string }
> = {
  ID: { availability: 'Ketersediaan', inStock: 'Tersedia', outOfStock: 'Stok habis', price: 'Harga', productType: 'Jenis produk' },
  MS: { availability: 'Ketersediaan', inStock: 'Ada stok', outOfStock: 'Kehabisan stok', price: 'Harga', productType: 'Jenis produk' },
  ZH_TW: { availability: '庫存狀況', inStock: '有貨', outOfStock: '缺貨', price: '價格', productType: '產品類型' },
  ZH_CN: { availability: '库存状况', inStock: '有货', outOfStock: '缺货', price: '价格', productType: '产品类型' },
}
type Option = { name: string; values: string[]; optionValues: Source[] }
type SelectedOption = { name: string; value: string }
type Metafield = { namespace: string; key: string; value: string } | null

/** A field as graphql-js's default resolver reads it: a method is called (the fake Shopify's variants give their product so). */
const read = (source: Source, field: string) => {
  const value = source[field]
  return typeof value === 'function' ? (value as () => unknown).call(source) : value
}

/**
 * An option's value in the language (its name stays the store's key for the variant's options).
 * Shopify's placeholder of a product without options is answered untranslated, as Shopify does.
 */
const valueIn = (product: ProductTranslation | undefined, option: string, value: string) =>
  value === DEFAULT_VARIANT_TITLE ? value : (product?.options?.[option]?.values?.[value] ?? value)
const optionNameIn = (product: ProductTranslation | undefined, option: string) => product?.options?.[option]?.name ?? option

/**
 * Selected options as the shopper wrote them, in the language or in English, in the store's own
 * names and values (what its variants are keyed by); an option the product does not translate is
 * left as written.
 */
export function selectedOptionsInStore(
  product: ProductTranslation | undefined,
  selected: readonly SelectedOptionInput[],
  caseInsensitive = false,
): SelectedOptionInput[] {
  const same = (a: string, b: string) => (caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b)
  const options = Object.entries(product?.options ?? {})
  return selected.map(({ name, value }) => {
    const option = options.find(([key]) => same(key, name)) ?? options.find(([, t]) => t.name !== undefined && same(t.name, name))
    if (!option) return { name, value }
    const [key, translated] = option
    const values = Object.entries(translated.values ?? {})
    const storeValue = values.find(([v]) => same(v, value))?.[0] ?? values.find(([, t]) => same(t, value))?.[0] ?? value
    return { name: key, value: storeValue }
  })
}

/** What a product's search reads (`Discoverable`'s): its handle, its English search text, its variants' options. */
type SearchSource = { handle: string; searchable: Searchable; offers: readonly { options: readonly SelectedOption[] }[] }
const inLanguages = new WeakMap<Searchable, Map<StoreLanguageCode, Searchable>>()

/**
 * A product's search text in the operation's language: its English text with the translated title
 * and variant titles beside it, so a shopper finds it in either, as Shopify matches the language in
 * context. The same object for every search in one language (the search's word index is kept by it).
 */
export function searchableIn(product: SearchSource, language: StoreLanguageCode, translations: StoreTranslations = storeTranslations): Searchable {
  const translated = translations.get(language)?.products[product.handle]
  if (!translated) return product.searchable
  let cached = inLanguages.get(product.searchable)
  if (!cached) inLanguages.set(product.searchable, (cached = new Map()))
  let searchable = cached.get(language)
  if (!searchable) {
    const variantTitles = product.offers.map((offer) => offer.options.map((o) => valueIn(translated, o.name, o.value)).join(' / '))
    searchable = { ...product.searchable, translated: { title: translated.title ?? product.searchable.title, variantTitles } }
    cached.set(language, searchable)
  }
  return searchable
}

/**
 * A cart line's product and variant titles in the language, as the store's translations give them
 * (the demo checkout's lines); what a language lacks is the store's own, as Shopify answers it.
 */
export function lineTitlesIn(
  language: StoreLanguageCode,
  product: { handle: string; title: string },
  variant: { title: string; selectedOptions: readonly SelectedOption[] },
  translations: StoreTranslations = storeTranslations,
): { product: string; variant: string } {
  const translated = translations.get(language)?.products[product.handle]
  if (!translated) return { product: product.title, variant: variant.title }
  const options = variant.selectedOptions
  return {
    product: translated.title ?? product.title,
    variant: options.length ? options.map((o) => valueIn(translated, o.name, o.value)).join(' / ') : variant.title,
  }
}

/** A collection's title in the language, else the store's. */
export const collectionTitleIn = (collection: { handle: string; title: string }, language: StoreLanguageCode, translations = storeTranslations) =>
  translations.get(language)?.collections[collection.handle]?.title ?? collection.title

/**
 * Wraps each translated field's resolver so it answers in the operation's language, from the
 * store's translations (the embedded store's own unless given: the tests' fake Shopify gives its).
 * The selected options a product's variant is chosen by are read in the language as well.
 */
export function translateInLanguages(schema: GraphQLSchema, translations: StoreTranslations = storeTranslations): GraphQLSchema {
  const productOf = (source: Source, context: MarketContext | undefined) =>
    context ? translations.get(context.language)?.products[String(source.handle)] : undefined
  // English is the store's own: answered as it is.
  const wrap = (typeName: string, fieldName: string, translate: (value: unknown, source: Source, context: MarketContext, args: Source) => unknown) =>
    mapResolved<MarketContext>(schema, typeName, fieldName, (value, source, context, args) =>
      !context || context.language === 'EN' ? value : translate(value, source, context, args),
    )

  wrap('Product', 'title', (title, source, context) => productOf(source, context)?.title ?? title)
  wrap('Product', 'description', (text, source, context, args) => {
    const translated = productOf(source, context)?.description
    return translated ? descriptionText(translated, args.truncateAt as number | null | undefined) : text
  })
  wrap('Product', 'descriptionHtml', (html, source, context) => {
    const translated = productOf(source, context)?.description
    return translated ? descriptionHtml(translated) : html
  })
  // An SEO title the store leaves unset (null) stays unset in every language.
  wrap('Product', 'seo', (seo, source, context) => {
    const title = productOf(source, context)?.title
    return title && (seo as Source).title ? { ...(seo as Source), title } : seo
  })
  wrap('Product', 'metafields', (fields, source, context) => {
    const translated = productOf(source, context)?.metafields
    return (fields as Metafield[]).map((field) => {
      const value = field && translated?.[`${field.namespace}.${field.key}`]
      return field && value ? { ...field, value } : field
    })
  })
  wrap('Product', 'options', (options, source, context) => {
    const product = productOf(source, context)
    return (options as Option[]).map((option) => ({
      ...option,
      name: optionNameIn(product, option.name),
      values: option.values.map((value) => valueIn(product, option.name, value)),
      optionValues: option.optionValues.map((value) => ({ ...value, name: valueIn(product, option.name, String(value.name)) })),
    }))
  })
  wrap('Image', 'altText', (alt, source, context) => {
    const match = /^(.+)-(\d+)\.\w+$/.exec(String(source.file ?? ''))
    const translated = match ? translations.get(context.language)?.products[match[1]!]?.images?.[Number(match[2]) - 1] : undefined
    return translated ?? alt
  })
  const variantProduct = (source: Source, context: MarketContext) => productOf(read(source, 'product') as Source, context)
  wrap('ProductVariant', 'title', (title, source, context) => {
    const product = variantProduct(source, context)
    if (!product) return title
    const options = source.selectedOptions as SelectedOption[]
    return options.length ? options.map((o) => valueIn(product, o.name, o.value)).join(' / ') : title
  })
  wrap('ProductVariant', 'selectedOptions', (options, source, context) => {
    const product = variantProduct(source, context)
    return (options as SelectedOption[]).map((o) => ({ name: optionNameIn(product, o.name), value: valueIn(product, o.name, o.value) }))
  })

  // Chosen by options named in the language (or in English): `Ukuran: Queen` picks the variant `Size: Queen` does.
  for (const field of ['selectedOrFirstAvailableVariant', 'adjacentVariants', 'variantBySelectedOptions'])
    mapArguments<MarketContext>(schema, 'Product', field, (args, source, context) => {
      const selected = (args as SelectionArgs).selectedOptions
      const product = context && context.language !== 'EN' ? productOf(source, context) : undefined
      return product && selected
        ? { ...args, selectedOptions: selectedOptionsInStore(product, selected, Boolean((args as SelectionArgs).caseInsensitiveMatch)) }
        : args
    })

  // The filters of a listing: Shopify's own labels in the language, an option's by its products' translation.
  const optionsIn = new Map<StoreLanguageCode, Map<string, NonNullable<ProductTranslation['options']>[string]>>()
  const optionIn = (language: StoreLanguageCode, name: string) => {
    let options = optionsIn.get(language)
    if (!options) {
      options = new Map()
      for (const product of Object.values(translations.get(language)?.products ?? {}))
        for (const [key, option] of Object.entries(product.options ?? {}))
          options.set(key, { name: options.get(key)?.name ?? option.name, values: { ...option.values, ...options.get(key)?.values } })
      optionsIn.set(language, options)
    }
    return options.get(name)
  }
  const ownLabels = (context: MarketContext) => filterLabels[context.language as keyof typeof filterLabels]
  wrap('Filter', 'label', (label, source, context) => {
    const own = ownLabels(context)
    const id = String(source.id)
    if (id === 'filter.v.availability') return own.availability
    if (id === 'filter.v.price') return own.price
    if (id === 'filter.p.product_type') return own.productType
    return id.startsWith('filter.v.option.') ? (optionIn(context.language, String(label))?.name ?? label) : label
  })
  wrap('FilterValue', 'label', (label, source, context) => {
    const own = ownLabels(context)
    const id = String(source.id)
    if (id === 'filter.v.availability.1') return own.inStock
    if (id === 'filter.v.availability.0') return own.outOfStock
    if (id === 'filter.v.price') return own.price
    // The value's input stays the store's own (what a listing sends back to filter by).
    const option = (JSON.parse(String(source.input)) as { variantOption?: SelectedOption }).variantOption
    return option && option.value !== DEFAULT_VARIANT_TITLE ? (optionIn(context.language, option.name)?.values?.[option.value] ?? label) : label
  })

  const collectionOf = (source: Source, context: MarketContext) => translations.get(context.language)?.collections[String(source.handle)]
  wrap('Collection', 'title', (title, source, context) => collectionOf(source, context)?.title ?? title)
  wrap('Collection', 'description', (text, source, context, args) => {
    const translated = collectionOf(source, context)?.description
    return translated ? descriptionText(translated, args.truncateAt as number | null | undefined) : text
  })
  wrap('Collection', 'descriptionHtml', (html, source, context) => {
    const translated = collectionOf(source, context)?.description
    return translated ? descriptionHtml(translated) : html
  })
  wrap('Collection', 'seo', (seo, source, context) => {
    const translated = collectionOf(source, context)
    const { title, description } = seo as { title?: string | null; description?: string | null }
    return translated
      ? {
          ...(seo as Source),
          ...(title && translated.title && { title: translated.title }),
          ...(description && translated.description && { description: translated.description }),
        }
      : seo
  })
  return schema
}
