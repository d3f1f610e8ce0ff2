import { describe, expect, it } from 'vitest'
import { localizations, localizedPath, type Market } from '#shared/markets'
import { catalogue } from '#shared/shop'
import { pages } from '~/content/pages.server'
import { copyModule } from '~/i18n/catalogue.server'
import { buildHead, type Head, headTags, pageHead, truncate } from '~/lib/seo'
import { type PageName, pageCopyFor } from '~/lib/seo.server'
import store from '../../services/storefront/catalogue.json'
import { descriptionText } from '../../services/storefront/model'
import { storeLanguages } from '../../services/storefront/languages'
import { storeTranslations } from '../../services/storefront/translations'

/**
 * Every page's meta description in every language, as its loader sends it: at most 155 characters
 * (what search engines show; JavaScript's count), never empty, and the same in its Open Graph and
 * Twitter tags. The shop's own copy fits whole, a sentence that ends as one; a product's, the store's,
 * is cut to fit by `truncate`.
 */
const MAX = catalogue.metaDescriptionLength
const siteUrl = 'https://shop.example.sg'
const where = (market: Market, path: string) => localizedPath(market, path || '/no-such-page')

/** The description tags a page's head writes out, by name or property. */
function descriptionTags(head: Head, pathname: string): Record<string, unknown> {
  const tags = headTags(head, { pathname }) as Record<string, unknown>[]
  const wanted = ['description', 'og:description', 'twitter:description']
  return Object.fromEntries(tags.flatMap((t) => (wanted.includes(String(t.name ?? t.property)) ? [[String(t.name ?? t.property), t.content]] : [])))
}

/** What is wrong with a description of the shop's own copy, if anything. */
function problemsOf(description: string | undefined): string[] {
  if (!description?.trim()) return ['empty']
  const problems: string[] = []
  if (description.length > MAX) problems.push(`${description.length} characters, over ${MAX}`)
  if (description !== description.trim() || /\s{2}/.test(description)) problems.push('stray spaces')
  if (!/[.!?。！？]$/.test(description)) problems.push('does not end as a sentence does')
  return problems
}

describe("every page's meta description, in every language", () => {
  const names = Object.keys(pages) as PageName[]

  for (const market of localizations) {
    const at = market.pathPrefix || '/'

    it(`${at}: each static page's fits in ${MAX} characters, whole, and is its social previews' too`, async () => {
      const problems: string[] = []
      for (const name of names) {
        const copy = await pageCopyFor(market, name)
        const path = where(market, copy.path)
        for (const problem of problemsOf(copy.description)) problems.push(`${path} (${name}): ${problem}: ${JSON.stringify(copy.description)}`)
        if (!copy.path) continue
        const tags = descriptionTags(pageHead(siteUrl, copy), path)
        expect(tags, path).toEqual({ description: copy.description, 'og:description': copy.description, 'twitter:description': copy.description })
      }
      const { cookiePreferencesCopy } = await copyModule(market, 'cookie-preferences')
      for (const problem of problemsOf(cookiePreferencesCopy.pageDescription))
        problems.push(`${where(market, '/cookie-preferences')}: ${problem}: ${JSON.stringify(cookiePreferencesCopy.pageDescription)}`)
      expect(problems).toEqual([])
    })
  }

  describe("a product's, the store's description cut to fit", () => {
    for (const language of storeLanguages) {
      it(`in ${language.name}`, () => {
        const translations = storeTranslations.get(language.isoCode)
        for (const product of store.products) {
          const text = descriptionText(translations?.products[product.handle]?.description ?? product.description)
          const description = truncate(text, MAX)
          const at = `${language.isoCode} ${product.handle}`
          expect(description.length, at).toBeLessThanOrEqual(MAX)
          expect(description.trim(), at).not.toBe('')
          // What is shown is the text's own beginning.
          expect(text.replace(/\s+/g, ' '), at).toContain(description.replace(/…$/, ''))
          const tags = descriptionTags(
            buildHead({ siteUrl, path: `/product/${product.handle}`, title: product.title, description, type: 'product' }),
            `/product/${product.handle}`,
          )
          expect(new Set(Object.values(tags)), at).toEqual(new Set([description]))
        }
      })
    }
  })
})
