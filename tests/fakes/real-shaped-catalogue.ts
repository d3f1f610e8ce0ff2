/**
 * A Shopify-shaped catalogue of 264 products for the fake Shopify store: the demo catalogue's 14
 * products mixed among 250 generated ones, with the shapes a real store has and the demo lacks —
 * 13-digit gids, cdn.shopify.com image URLs with and without width/height, products without an
 * image or a description, `Default Title` products, two-option products with 16 variants, sold-out
 * first variants, compare-at prices. Deterministic: the same catalogue on every run.
 */
import { loadCatalogue } from '../../services/storefront/catalogue'
import { moneyOf } from '../../shared/money'

const demo = loadCatalogue()

/** The generated products' description, from their title. */
export const generatedDescription = (title: string) => `${title}: soft, breathable and made to last.`
/** The generated products' care note, where they have one. */
export const GENERATED_CARE = 'Wash cold and line dry.\nNo bleach or fabric softener.'

export type Money = { amount: string; currencyCode: string }
export type RealImage = { id: string; url: string; altText: string | null; width: number | null; height: number | null }
export type RealVariant = {
  id: string
  title: string
  sku: string
  price: Money
  compareAtPrice: Money | null
  availableForSale: boolean
  selectedOptions: { name: string; value: string }[]
}
export type RealProduct = {
  id: string
  handle: string
  title: string
  description: string
  productType: string
  tags: string[]
  vendor: string
  createdAt: string
  updatedAt: string
  /** Position in the best-selling sort (1 = best). */
  sales: number
  images: RealImage[]
  options: { id: string; name: string; values: string[] }[]
  variants: RealVariant[]
  /** Metafield values keyed `namespace.key`, as the store's admin holds them. */
  metafields: Record<string, string>
}

const CURRENCY = 'SGD'
const money = (n: number): Money => moneyOf(n, CURRENCY)
const cdn = (file: string) => `https://cdn.shopify.com/s/files/1/0612/4431/9013/files/${file}?v=1716880000`

/** A small seeded generator (mulberry32): the catalogue is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Words that keep generated titles clear of every listing rule (no accessory word, no listing's title).
export const MATERIALS = ['Bamboo', 'Linen', 'Organic Cotton', 'Merino', 'Hemp', 'Silk', 'Jersey', 'Percale']
export const THINGS = ['Pillowcase', 'Throw', 'Eye Mask', 'Duvet Cover', 'Body Pillow', 'Blanket', 'Sleep Sack', 'Bolster Case', 'Quilt', 'Robe']
const TYPES = ['Bedding', 'Comfort', 'Home']
export const SIZES = ['Single', 'Super Single', 'Queen', 'King']
export const COLOURS = ['Sand', 'Sage', 'Slate', 'Cloud']

function generated(n: number, next: () => number): RealProduct {
  const id = `gid://shopify/Product/${8_812_300_000_000 + n}`
  const title = `${MATERIALS[n % MATERIALS.length]} ${THINGS[Math.floor(n / MATERIALS.length) % THINGS.length]} No. ${n + 1}`
  const handle = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '')
  const base = 15 + Math.round(next() * 300)
  const shape = n % 5
  // 0: Default Title; 1: two options, 16 variants, the first sold out; 2: one option; 3: no image; 4: no description.
  const options =
    shape === 1
      ? [
          { name: 'Size', values: SIZES },
          { name: 'Colour', values: COLOURS },
        ]
      : shape === 2
        ? [{ name: 'Size', values: SIZES.slice(0, 3) }]
        : [{ name: 'Title', values: ['Default Title'] }]
  const combos: string[][] = options.length === 2 ? SIZES.flatMap((s) => COLOURS.map((c) => [s, c])) : options[0]!.values.map((v) => [v])
  const variants = combos.map((values, i) => ({
    id: `gid://shopify/ProductVariant/${49_100_000_000_000 + n * 100 + i}`,
    title: values.join(' / '),
    sku: `GEN-${n}-${i}`,
    price: money(base + i * 5),
    compareAtPrice: n % 4 === 0 ? money(base + i * 5 + 20) : null,
    availableForSale: !(shape === 1 && i === 0) && n % 23 !== 7,
    selectedOptions: options.map((o, k) => ({ name: o.name, value: values[k]! })),
  }))
  const images: RealImage[] =
    shape === 3
      ? []
      : [0, 1].map((k) => ({
          id: `gid://shopify/ProductImage/${39_000_000_000_000 + n * 10 + k}`,
          url: cdn(`${handle}-${k + 1}.jpg`),
          altText: k === 0 ? title : null,
          // Some stores' older images carry no dimensions.
          width: n % 3 === 0 ? null : 2048,
          height: n % 3 === 0 ? null : 2048,
        }))
  const day = String(1 + (n % 28)).padStart(2, '0')
  const month = String(1 + (n % 12)).padStart(2, '0')
  return {
    id,
    handle,
    title,
    description: shape === 4 ? '' : generatedDescription(title),
    productType: TYPES[n % TYPES.length]!,
    tags: [TYPES[n % TYPES.length]!.toLowerCase()],
    vendor: 'Groundwell',
    createdAt: `2025-${month}-${day}T0${n % 10}:00:00Z`,
    updatedAt: `2025-${month}-${day}T0${n % 10}:30:00Z`,
    sales: 0,
    // Some products have a care note only, most have no details at all.
    metafields: shape === 2 ? { 'custom.care': GENERATED_CARE } : {},
    images,
    options: options.map((o, k) => ({ id: `gid://shopify/ProductOption/${10_500_000_000_000 + n * 10 + k}`, ...o })),
    variants,
  }
}

function fromDemo(p: (typeof demo.products)[number], n: number): RealProduct {
  const names = p.options.map((o) => o.name)
  return {
    id: `gid://shopify/Product/${8_812_200_000_000 + n}`,
    handle: p.handle,
    title: p.title,
    description: p.description,
    productType: p.productType,
    tags: p.tags,
    vendor: demo.vendor,
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
    sales: 0,
    metafields: p.metafields,
    images: p.images.map((img, k) => ({
      id: `gid://shopify/ProductImage/${38_000_000_000_000 + n * 10 + k}`,
      url: cdn(`${p.handle}-${k + 1}.jpg`),
      altText: img.alt,
      width: 1200,
      height: 1200,
    })),
    options: p.options.map((o, k) => ({ id: `gid://shopify/ProductOption/${10_400_000_000_000 + n * 10 + k}`, ...o })),
    variants: p.variants.map((v, i) => ({
      id: `gid://shopify/ProductVariant/${49_000_000_000_000 + n * 100 + i}`,
      title: v.title,
      sku: v.sku,
      price: money(Number(v.price)),
      compareAtPrice: v.compareAtPrice ? money(Number(v.compareAtPrice)) : null,
      availableForSale: v.available,
      selectedOptions: names.map((name) => ({ name, value: v.options[name]! })),
    })),
  }
}

export const GENERATED_COUNT = 250

/**
 * The catalogue in the store's own sort (relevance without a query): the demo's products spread
 * through it, the Leather Mattress Topper far past the first page in every sort the tests use.
 */
export function realShapedCatalogue(): RealProduct[] {
  const next = random(2025_07)
  const fillers = Array.from({ length: GENERATED_COUNT }, (_, n) => generated(n, next))
  const all = [...fillers]
  demo.products.forEach((p, i) => {
    const at = p.handle === 'leather-mattress-topper' ? 200 : 30 + i * 15
    all.splice(at, 0, fromDemo(p, i))
  })
  // Best sellers: generated products first, then the demo's, so no demo product sells on page one.
  const bySales = [...fillers, ...all.filter((p) => !fillers.includes(p))]
  bySales.forEach((p, i) => (p.sales = i + 1))
  return all
}
