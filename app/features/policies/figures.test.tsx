// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as shop from '#shared/shop'
import { figurePattern, privacyFigures, returnsFigures, shippingFigures } from '../../../tests/helpers/policy-figures'
import { formatPolicyDate } from '~/content/policies/format'
import { renderPolicy } from '../../../tests/helpers/render-policy'
import { returnsCopy } from '~/content/policies/returns'
import { shippingCopy } from '~/content/policies/shipping'

const missing = (text: string, figures: string[]) => figures.filter((f) => !figurePattern(f).test(text))

describe('policy pages quote the shop constants', () => {
  it('the shipping policy shows every shipping figure of the product’s rules', async () => {
    const text = await renderPolicy('/shipping-policy')
    expect(missing(text, shippingFigures(shop))).toEqual([])
  })

  it('the return policy shows every returns and warranty figure of the product’s rules', async () => {
    const text = await renderPolicy('/return-policy')
    expect(missing(text, returnsFigures(shop))).toEqual([])
  })

  it('the privacy policy names what the shop stores and is dated today', async () => {
    const text = await renderPolicy('/privacy-policy')
    expect(missing(text, privacyFigures(shop))).toEqual([])
    expect(text).toContain(`Last updated: ${formatPolicyDate(new Date())}`)
  })

  it('the domestic free-shipping threshold is the cart’s and the banner’s', () => {
    expect(shop.shipping.domesticFreeThreshold).toBe(shop.cart.freeShippingThreshold)
  })

  it('has the number of questions, tabs and steps the product’s rules ask for', () => {
    expect(shippingCopy.faqs).toHaveLength(10)
    expect(shippingCopy.tabs.map((t) => t.label)).toEqual(['Domestic', 'International', 'Tracking', 'Support'])
    expect(shippingCopy.progression.map((s) => s.name)).toEqual(shop.shipping.parcelProgression)
    expect(shippingCopy.progression.every((s) => s.text.length > 0)).toBe(true)
    expect(returnsCopy.faqs).toHaveLength(6)
    expect(returnsCopy.steps.map((s) => s.title)).toEqual(['Contact us', 'Return authorization', 'Ship it back', 'Inspection, then refund'])
  })
})

/** The source files that make up the three policy pages. */
function policySources(): { file: string; source: string }[] {
  const root = join(import.meta.dirname, '..', '..')
  const folders = ['content/policies', 'features/policies', 'routes/shipping-policy', 'routes/return-policy', 'routes/privacy-policy']
  const files = folders.flatMap((folder) => readdirSync(join(root, folder)).map((f) => join(root, folder, f)))
  return files.filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.')).map((file) => ({ file, source: readFileSync(file, 'utf8') }))
}

/** Every figure of the shipping, returns and privacy constants, as copy would spell it out. */
function literalFigures(): RegExp[] {
  const values: (string | number)[] = []
  const walk = (v: unknown) => {
    if (typeof v === 'string' || typeof v === 'number') values.push(v)
    else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  walk([shop.shipping, shop.returns, shop.privacy, shop.browserStorage, shop.newsletter.discountPercent])
  const patterns: RegExp[] = []
  for (const v of values) {
    if (typeof v === 'number') {
      // `$50`, `7 days`, `24 hours`, `12 months`, `12-month`, `10%`, `under 13`
      patterns.push(new RegExp(`(?<![\\w-])(\\$${v}|${v} (days?|hours?|months?)|${v}-month|${v}%|under ${v})(?![\\d])`, 'i'))
    } else if (/\d/.test(v) || v === shop.browserStorage.cart) {
      // Strings holding a figure: '1-2 business days', '2:00 PM SGT', 'AUD 1,000', 'under 3%', and the storage key.
      patterns.push(figurePattern(v))
    }
  }
  return patterns
}

describe('policy copy has no hard-coded copy of a constant', () => {
  it('finds the page sources and the figures to look for', () => {
    expect(policySources().length).toBeGreaterThanOrEqual(10)
    expect(literalFigures().length).toBeGreaterThanOrEqual(40)
  })

  it('no policy source file writes out a figure that lives in shared/shop.ts', () => {
    const found: string[] = []
    for (const { file, source } of policySources()) {
      for (const pattern of literalFigures()) {
        const m = source.match(pattern)
        if (m) found.push(`${file.split('/app/')[1]}: "${m[0]}"`)
      }
    }
    expect(found).toEqual([])
  })
})
