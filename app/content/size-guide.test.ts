import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../services/storefront/catalogue'
import { faqQuestions } from './faq'
import { sizeGuide } from './size-guide'

const products = new Map(loadCatalogue().products.map((p) => [p.handle, p]))

describe('the size guide', () => {
  it("gives every size as the catalogue's product offers it and its Size and fit describes it", () => {
    for (const row of sizeGuide.groups.flatMap((g) => g.rows)) {
      const product = products.get(row.handle)
      expect(product, row.handle).toBeDefined()
      const sizes = product!.options.find((o) => o.name === 'Size')?.values ?? []
      expect(
        sizes.some((value) => value.startsWith(row.size)),
        `${row.handle} ${row.size}`,
      ).toBe(true)
      const fit = product!.metafields['custom.size_and_fit'] ?? ''
      for (const dimension of `${row.product} ${row.fits}`.match(/\d+ x \d+ cm/g) ?? []) expect(fit, `${row.handle} ${row.size}`).toContain(dimension)
    }
  })

  it('covers every sheet, topper and mat sold in sizes', () => {
    const guided = new Set(sizeGuide.groups.flatMap((g) => g.rows.map((r) => r.handle)))
    const sized = [...products.values()].filter((p) => ['Sheets', 'Mats'].includes(p.productType) && p.options.some((o) => o.name === 'Size'))
    expect(sized.map((p) => p.handle).filter((handle) => !guided.has(handle))).toEqual([])
  })

  it("the FAQ's answer on sizes quotes the guide's figures", () => {
    const guide = sizeGuide.groups.flatMap((g) => g.rows.map((r) => `${r.product} ${r.fits}`)).join(' ')
    const answer = faqQuestions.find((q) => q.id === 'which-size-should-i-order')!.answer
    for (const dimension of answer.match(/\d+ x \d+ cm/g) ?? []) expect(guide).toContain(dimension)
  })
})
