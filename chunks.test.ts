import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { chunkGroups } from './chunks'

const app = (file: string) => path.resolve(import.meta.dirname, 'app', file)
const route = (name: string) => `${app(`routes/${name}/route.tsx`)}?__react-router-build-client-route`

type Module = { imports?: string[]; lazy?: string[]; code?: string }

/** A module graph as the bundler's chunking pass gives it, from each module's static and lazy imports. */
function graphOf(modules: Record<string, Module>, entries: string[]) {
  const info = (id: string) => {
    const module = modules[id]
    if (!module) return null
    const importersOf = (kind: 'imports' | 'lazy') => Object.keys(modules).filter((other) => modules[other]![kind]?.includes(id))
    return {
      importedIds: module.imports ?? [],
      importers: importersOf('imports'),
      dynamicImporters: importersOf('lazy'),
      isEntry: entries.includes(id),
      code: module.code ?? 'x'.repeat(5000),
    }
  }
  return { getModuleInfo: info }
}

type Graph = ReturnType<typeof graphOf>
const groupName = (index: number) => chunkGroups[index]!.name as (id: string, graph: Graph) => string | null
const shellOf = (id: string, graph: Graph) => groupName(1)(id, graph)
const sharedOf = (id: string, graph: Graph) => groupName(2)(id, graph)

describe('chunk groups', () => {
  const reviews = app('features/reviews/reviews.tsx')
  const stars = app('ui/stars.tsx')
  const header = app('layout/header.tsx')
  const faqOnly = app('routes/faq/faq-list.tsx')
  const controls = app('routes/product/gallery-controls.tsx')
  const lightbox = app('routes/product/lightbox.tsx')
  const modules: Record<string, Module> = {
    [app('root.tsx')]: { imports: [header] },
    [header]: {},
    [route('product')]: { imports: [reviews, stars, controls], lazy: [lightbox] },
    [route('testimonials')]: { imports: [reviews, stars] },
    [route('home')]: { imports: [stars] },
    [route('faq')]: { imports: [faqOnly] },
    [reviews]: { imports: [stars] },
    [stars]: { code: 'export const Stars = () => null' },
    [faqOnly]: {},
    [controls]: {},
    [lightbox]: { imports: [controls] },
  }
  const graph = graphOf(modules, [route('product'), route('testimonials'), route('home'), route('faq')])

  it('puts the root layout’s imports and a small leaf three pages share in the shell, and nothing a page alone uses', () => {
    expect(shellOf(header, graph)).toBe('shell')
    expect(shellOf(stars, graph)).toBe('shell')
    expect(shellOf(reviews, graph)).toBeNull()
    expect(shellOf(faqOnly, graph)).toBeNull()
  })

  it('puts what pages share in one file named for the busiest of them', () => {
    expect(sharedOf(reviews, graph)).toBe('product-shared')
    expect(sharedOf(faqOnly, graph)).toBeNull()
  })

  it('keeps what a page shares with its own lazy parts with that page’s shared file, not a file of its own', () => {
    expect(sharedOf(controls, graph)).toBe('product-shared')
  })
})
