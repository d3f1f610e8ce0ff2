import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CatalogueError, defaultCataloguePath, loadCatalogue, parseCatalogue } from './catalogue'

const shipped = JSON.parse(readFileSync(defaultCataloguePath, 'utf8'))

describe('the catalogue file', () => {
  it('ships valid, with the range the shop sells', () => {
    const catalogue = loadCatalogue()
    const types = new Set(catalogue.products.map((p) => p.productType))
    expect([...types].sort()).toEqual(['Accessories', 'Kits', 'Mats', 'Sheets'])
    expect(catalogue.products.some((p) => p.variants.every((v) => !v.available))).toBe(true)
    expect(catalogue.products.some((p) => p.variants.some((v) => !v.available) && p.variants.some((v) => v.available))).toBe(true)
    const queen = catalogue.products.find((p) => p.handle === 'premium-earthing-flat-sheet')?.variants.find((v) => v.title === 'Queen')
    expect(queen?.price).toBe('149.00')
  })

  it('rejects a bad entry and names where it is', () => {
    const broken = structuredClone(shipped)
    broken.products[2].variants[0].price = '12,50'
    broken.products[3].handle = broken.products[0].handle
    broken.products[4].images = []
    broken.products[5].variants[0].options = { Size: 'Gigantic' }
    let message = ''
    try {
      parseCatalogue(broken)
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogueError)
      message = (error as Error).message
    }
    expect(message).toContain('products.2.variants.0.price: expected a price like "149.00"')
    expect(message).toContain(`products.3.handle: duplicate handle "${shipped.products[0].handle}"`)
    expect(message).toContain('products.4.images')
    expect(message).toContain('products.5.variants.0.options.Size: must be one of')
  })

  it('says so when the file cannot be read', () => {
    expect(() => loadCatalogue('/nonexistent/catalogue.json')).toThrow(/Could not read the catalogue at \/nonexistent\/catalogue.json/)
  })
})
