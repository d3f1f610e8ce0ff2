/**
 * The real-shaped catalogue in the store's other languages, as Shopify's Translate & Adapt would
 * hold them: the demo's products and the collections as the embedded store translates them
 * (`services/storefront/translations/<file>.ts`), and the generated products' titles,
 * descriptions, care notes, first image's alt text and option names and values put together from
 * the words below (the terms of `docs/glossary/<locale>.md`).
 */
import type { StoreLanguageCode } from '../../services/storefront/languages'
import { type ProductTranslation, storeTranslations, type StoreTranslations, type Translations } from '../../services/storefront/translations'
import { GENERATED_CARE, generatedDescription, MATERIALS, type RealProduct, THINGS } from './real-shaped-catalogue'

/** The generated products' words (`real-shaped-catalogue.ts`: MATERIALS, THINGS, SIZES, COLOURS) in a language. */
type Words = {
  materials: Record<string, string>
  things: Record<string, string>
  /** A generated product's title: the thing, its material and its number, in the language's order. */
  title: (material: string, thing: string, number: string) => string
  description: (title: string) => string
  care: string
  size: { name: string; values: Record<string, string> }
  colour: { name: string; values: Record<string, string> }
}

const languages: Partial<Record<StoreLanguageCode, Words>> = {
  // Bahasa Indonesia: the noun first, then its material ("Sarung Bantal Bambu No. 1").
  ID: {
    materials: {
      Bamboo: 'Bambu',
      Linen: 'Linen',
      'Organic Cotton': 'Katun Organik',
      Merino: 'Wol Merino',
      Hemp: 'Hemp',
      Silk: 'Sutra',
      Jersey: 'Jersey',
      Percale: 'Perkal',
    },
    things: {
      Pillowcase: 'Sarung Bantal',
      Throw: 'Selimut Sofa',
      'Eye Mask': 'Penutup Mata',
      'Duvet Cover': 'Sarung Duvet',
      'Body Pillow': 'Bantal Peluk',
      Blanket: 'Selimut',
      'Sleep Sack': 'Kantong Tidur',
      'Bolster Case': 'Sarung Guling',
      Quilt: 'Selimut Quilt',
      Robe: 'Kimono Tidur',
    },
    title: (material, thing, number) => `${thing} ${material} No. ${number}`,
    description: (title) => `${title}: lembut, sejuk, dan tahan lama.`,
    care: 'Cuci dengan air dingin, lalu jemur dengan diangin-anginkan.\nJangan gunakan pemutih atau pelembut pakaian.',
    size: { name: 'Ukuran', values: { Single: 'Single', 'Super Single': 'Super Single', Queen: 'Queen', King: 'King' } },
    colour: { name: 'Warna', values: { Sand: 'Pasir', Sage: 'Hijau Sage', Slate: 'Abu Batu', Cloud: 'Putih Awan' } },
  },
  // Bahasa Melayu (Malaysia): the same order; Malaysian bedding words (cadar, bantal peluk for a bolster).
  MS: {
    materials: {
      Bamboo: 'Buluh',
      Linen: 'Linen',
      'Organic Cotton': 'Kapas Organik',
      Merino: 'Bulu Merino',
      Hemp: 'Hemp',
      Silk: 'Sutera',
      Jersey: 'Jersi',
      Percale: 'Perkal',
    },
    things: {
      Pillowcase: 'Sarung Bantal',
      Throw: 'Selimut Sofa',
      'Eye Mask': 'Penutup Mata',
      'Duvet Cover': 'Sarung Duvet',
      'Body Pillow': 'Bantal Badan',
      Blanket: 'Selimut',
      'Sleep Sack': 'Beg Tidur',
      'Bolster Case': 'Sarung Bantal Peluk',
      Quilt: 'Selimut Quilt',
      Robe: 'Jubah Tidur',
    },
    title: (material, thing, number) => `${thing} ${material} No. ${number}`,
    description: (title) => `${title}: lembut, bernafas dan tahan lama.`,
    care: 'Basuh dengan air sejuk dan sidai hingga kering.\nJangan gunakan peluntur atau pelembut fabrik.',
    size: { name: 'Saiz', values: { Single: 'Single', 'Super Single': 'Super Single', Queen: 'Queen', King: 'King' } },
    colour: { name: 'Warna', values: { Sand: 'Pasir', Sage: 'Hijau Sage', Slate: 'Kelabu Batu', Cloud: 'Putih Awan' } },
  },
  // Simplified Chinese (Singapore): material before the thing, the number last ("竹纤维枕套1号").
  ZH_CN: {
    materials: {
      Bamboo: '竹纤维',
      Linen: '亚麻',
      'Organic Cotton': '有机棉',
      Merino: '美利奴羊毛',
      Hemp: '汉麻',
      Silk: '真丝',
      Jersey: '针织棉',
      Percale: '平纹密织棉',
    },
    things: {
      Pillowcase: '枕套',
      Throw: '沙发毯',
      'Eye Mask': '眼罩',
      'Duvet Cover': '被套',
      'Body Pillow': '长抱枕',
      Blanket: '毛毯',
      'Sleep Sack': '睡袋',
      'Bolster Case': '长枕套',
      Quilt: '绗缝被',
      Robe: '睡袍',
    },
    title: (material, thing, number) => `${material}${thing}${number}号`,
    description: (title) => `${title}：柔软透气，经久耐用。`,
    care: '冷水清洗，晾干。\n请勿使用漂白剂或衣物柔顺剂。',
    // Singapore shops sell Super Single, Queen and King by those names.
    size: { name: '尺寸', values: { Single: '单人', 'Super Single': 'Super Single', Queen: 'Queen', King: 'King' } },
    colour: { name: '颜色', values: { Sand: '沙色', Sage: '鼠尾草绿', Slate: '石板灰', Cloud: '云白' } },
  },
  // Traditional Chinese (Hong Kong): Hong Kong's words (枕袋, 梳化) and bed sizes (加大單人, 雙人, 特大雙人).
  ZH_TW: {
    materials: {
      Bamboo: '竹纖維',
      Linen: '亞麻',
      'Organic Cotton': '有機棉',
      Merino: '美麗奴羊毛',
      Hemp: '漢麻',
      Silk: '真絲',
      Jersey: '針織棉',
      Percale: '平紋密織棉',
    },
    things: {
      Pillowcase: '枕袋',
      Throw: '梳化毯',
      'Eye Mask': '眼罩',
      'Duvet Cover': '被套',
      'Body Pillow': '長抱枕',
      Blanket: '毛毯',
      'Sleep Sack': '睡袋',
      'Bolster Case': '長枕套',
      Quilt: '絎縫被',
      Robe: '睡袍',
    },
    title: (material, thing, number) => `${material}${thing}${number}號`,
    description: (title) => `${title}：柔軟透氣，經久耐用。`,
    care: '以冷水清洗，晾乾。\n切勿使用漂白劑或衣物柔順劑。',
    size: { name: '尺寸', values: { Single: '單人', 'Super Single': '加大單人', Queen: '雙人', King: '特大雙人' } },
    colour: { name: '顏色', values: { Sand: '沙色', Sage: '鼠尾草綠', Slate: '石板灰', Cloud: '雲白' } },
  },
}

const GENERATED_TITLE = new RegExp(`^(${MATERIALS.join('|')}) (${THINGS.join('|')}) No\\. (\\d+)$`)

/** A generated product in the language: null for one the words do not make (the demo's). */
function generatedIn(product: RealProduct, words: Words): ProductTranslation | null {
  const match = GENERATED_TITLE.exec(product.title)
  if (!match) return null
  const [, material, thing, number] = match as unknown as [string, string, string, string]
  const title = words.title(words.materials[material] ?? material, words.things[thing] ?? thing, number)
  const translation: ProductTranslation = { title, images: product.images.length ? [title] : [] }
  if (product.description === generatedDescription(product.title)) translation.description = words.description(title)
  if (product.metafields['custom.care'] === GENERATED_CARE) translation.metafields = { 'custom.care': words.care }
  const options: NonNullable<ProductTranslation['options']> = {}
  for (const option of product.options) {
    const table = option.name === 'Size' ? words.size : option.name === 'Colour' ? words.colour : null
    if (table)
      options[option.name] = {
        name: table.name,
        values: Object.fromEntries(option.values.map((value) => [value, table.values[value] ?? value])),
      }
  }
  if (Object.keys(options).length) translation.options = options
  return translation
}

/** The catalogue's translations in every language the store publishes, keyed as the embedded store's are. */
export function realShapedTranslations(products: readonly RealProduct[]): StoreTranslations {
  const result = new Map<StoreLanguageCode, Translations>()
  for (const [language, store] of storeTranslations) {
    const words = languages[language]
    const translated: Translations = { products: {}, collections: store.collections }
    for (const product of products) {
      const entry = store.products[product.handle] ?? (words ? generatedIn(product, words) : null)
      if (entry) translated.products[product.handle] = entry
    }
    result.set(language, translated)
  }
  return result
}
