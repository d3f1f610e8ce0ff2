import type { GraphQLSchema } from 'graphql'
import idId from './translations/id-id.json'
import msMy from './translations/ms-my.json'
import zhHk from './translations/zh-hk.json'
import zhSg from './translations/zh-sg.json'
import { storeLanguages, type StoreLanguageCode } from './languages'
import type { MarketContext } from './markets'
import { descriptionHtml, descriptionText } from './model'
import { mapResolved } from './resolvers'

/**
 * The store's content in its other languages, as Shopify's Translate & Adapt keeps it: a product's
 * title, description, metafields, image alt texts and option names and values, and a collection's
 * title and description. What a language lacks is answered in the default language, as Shopify does.
 */
type ProductTranslation = {
  title?: string
  description?: string
  metafields?: Record<string, string>
  images?: string[]
  options?: Record<string, { name?: string; values?: Record<string, string> }>
}
type Translations = {
  products: Record<string, ProductTranslation>
  collections: Record<string, { title?: string; description?: string }>
}

const files: Record<string, Translations> = { 'id-id': idId, 'ms-my': msMy, 'zh-hk': zhHk, 'zh-sg': zhSg }
const byLanguage = new Map<StoreLanguageCode, Translations>(storeLanguages.flatMap((l) => (l.file ? [[l.isoCode, files[l.file]!] as const] : [])))

type Source = Record<string, unknown>
type Option = { name: string; values: string[]; optionValues: Source[] }
type SelectedOption = { name: string; value: string }
type Metafield = { namespace: string; key: string; value: string } | null

const productOf = (source: Source, context: MarketContext | undefined) =>
  context ? byLanguage.get(context.language)?.products[String(source.handle)] : undefined

/** An option's value in the language (its name stays the store's key for the variant's options). */
const valueIn = (product: ProductTranslation | undefined, option: string, value: string) => product?.options?.[option]?.values?.[value] ?? value
const optionNameIn = (product: ProductTranslation | undefined, option: string) => product?.options?.[option]?.name ?? option

/** Wraps each translated field's resolver so it answers in the operation's language. */
export function translateInLanguages(schema: GraphQLSchema): GraphQLSchema {
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
  wrap('Product', 'seo', (seo, source, context) => {
    const title = productOf(source, context)?.title
    return title ? { ...(seo as Source), title } : seo
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
    const translated = match ? byLanguage.get(context.language)?.products[match[1]!]?.images?.[Number(match[2]) - 1] : undefined
    return translated ?? alt
  })
  const variantProduct = (source: Source, context: MarketContext) => productOf(source.product as Source, context)
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

  const collectionOf = (source: Source, context: MarketContext) => byLanguage.get(context.language)?.collections[String(source.handle)]
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
    return translated
      ? { ...(seo as Source), ...(translated.title && { title: translated.title }), ...(translated.description && { description: translated.description }) }
      : seo
  })
  return schema
}
