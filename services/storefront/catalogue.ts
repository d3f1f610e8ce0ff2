import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { artKeys } from './illustrations'

/**
 * The embedded store's catalogue: `catalogue.json`, a file the shop owner edits. It is checked
 * when the server starts; a mistake stops start-up with the path of the bad entry.
 */
const money = z.string().regex(/^\d+\.\d{2}$/, { error: 'expected a price like "149.00"' })

const productSchema = z
  .object({
    handle: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'expected a lower-case handle like "earthing-yoga-mat"' }),
    title: z.string().min(1).max(255),
    productType: z.enum(['Sheets', 'Mats', 'Kits', 'Accessories']),
    tags: z.array(z.string()),
    tone: z.string().regex(/^#[0-9a-f]{6}$/i),
    createdAt: z.iso.datetime(),
    rank: z.number().int().positive(),
    description: z.string().min(1),
    images: z
      // `tone`: this image's colour, when it shows the product in another one (a variant's image).
      .array(
        z.object({
          art: z.enum(artKeys),
          alt: z.string().min(1),
          tone: z
            .string()
            .regex(/^#[0-9a-f]{6}$/i)
            .optional(),
        }),
      )
      .min(1)
      .max(5),
    /**
     * Product details as Shopify metafields, keyed `namespace.key` (multi-line text): the product
     * page reads `custom.in_the_box`, `custom.size_and_fit` and `custom.care`.
     */
    metafields: z.record(z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/, { error: 'expected a key like "custom.care"' }), z.string().min(1)).default({}),
    options: z
      .array(z.object({ name: z.string().min(1), values: z.array(z.string().min(1)).min(1) }))
      .min(1)
      .max(3),
    variants: z
      .array(
        z.object({
          title: z.string().min(1),
          sku: z.string().min(1),
          price: money,
          compareAtPrice: money.optional(),
          available: z.boolean(),
          options: z.record(z.string(), z.string()),
          /** The variant's own image: the number of one of the product's images, from 1. */
          image: z.number().int().positive().optional(),
        }),
      )
      .min(1)
      // Shopify's own limit per product.
      .max(2048),
  })
  .superRefine((product, ctx) => {
    product.variants.forEach((variant, i) => {
      if (variant.image && variant.image > product.images.length) {
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'image'], message: `must be the number of one of the ${product.images.length} images` })
      }
      for (const option of product.options) {
        if (!option.values.includes(variant.options[option.name] ?? '')) {
          ctx.addIssue({ code: 'custom', path: ['variants', i, 'options', option.name], message: `must be one of ${option.values.join(', ')}` })
        }
      }
    })
  })

export const catalogueSchema = z
  .object({
    currency: z.literal('SGD').or(z.literal('USD')),
    vendor: z.string().min(1),
    products: z.array(productSchema).min(1),
  })
  .superRefine((catalogue, ctx) => {
    const seen = new Set<string>()
    catalogue.products.forEach((p, i) => {
      if (seen.has(p.handle)) ctx.addIssue({ code: 'custom', path: ['products', i, 'handle'], message: `duplicate handle "${p.handle}"` })
      seen.add(p.handle)
    })
  })

export type CatalogueData = z.infer<typeof catalogueSchema>
export type CatalogueProduct = CatalogueData['products'][number]

export class CatalogueError extends Error {}

export function parseCatalogue(data: unknown, source = 'catalogue'): CatalogueData {
  const parsed = catalogueSchema.safeParse(data)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
  throw new CatalogueError(`The ${source} is not valid:\n${problems.join('\n')}`)
}

/** Resolved from the project folder, where the server runs, so the bundled server finds it too. */
export const defaultCataloguePath = path.resolve('services/storefront/catalogue.json')

export function loadCatalogue(file: string = defaultCataloguePath): CatalogueData {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new CatalogueError(`Could not read the catalogue at ${file}: ${(error as Error).message}`)
  }
  return parseCatalogue(raw, file)
}
