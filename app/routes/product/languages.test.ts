import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { type CatalogueData, loadCatalogue } from '../../../services/storefront/catalogue'
import { createStorefrontHandler, STOREFRONT_API_PATH } from '../../../services/storefront/handler'
import { storeTranslations } from '../../../services/storefront/translations'
import { localizationFor, localizations, type Market } from '#shared/markets'
import type { ProductTypeKey } from '~/content/product-page'
import { copyModule } from '~/i18n/catalogue.server'
import type { FunctionsClient } from '~/lib/functions'
import type { StorefrontClient } from '~/lib/storefront/client'
import { createStorefrontClient } from '~/lib/storefront/client.server'
import { inMarket } from '~/lib/storefront/market'
import type { ProductSummary } from '~/lib/storefront/types'
import { loader } from './route'

/**
 * A product's kind (its benefits, the reviews it shows) and its "You may also like" rule read the
 * store's English title: the same in every language the page is in, its title shown translated.
 */

/** The operations the store was sent, by name. */
const sent: string[] = []

/**
 * The embedded store over `catalogue`, recommending nothing (so "You may also like" is the shop's
 * own rule, as for a store whose Search & Discovery has no recommendation for a product).
 */
function storeOf(catalogue: CatalogueData): StorefrontClient {
  const embedded = createStorefrontHandler({ catalogue, assetBase: 'http://localhost:3000' })
  return createStorefrontClient({
    endpoint: `http://localhost:3000${STOREFRONT_API_PATH}`,
    token: 't',
    fetch: (url, init) => {
      const operation = /(?:query|mutation) (\w+)/.exec(JSON.parse(String(init.body)).query)![1]!
      sent.push(operation)
      if (operation === 'ProductRecommendations') return Promise.resolve(Response.json({ data: { productRecommendations: [] } }))
      return embedded.handle(new Request(url, init))
    },
  })
}

const shopCatalogue = loadCatalogue()
const stores: [string, StorefrontClient][] = [
  ["the shop's catalogue", storeOf(shopCatalogue)],
  // Without a product type, the title alone tells what a product is and where it belongs.
  ['a catalogue without product types', storeOf({ ...shopCatalogue, products: shopCatalogue.products.map((p) => ({ ...p, productType: '' as 'Sheets' })) })],
]

/** No submitted reviews: the page shows the shop's own. */
const functions: FunctionsClient = {
  invoke: () => Promise.resolve({ ok: false, refused: false, error: null, status: 503 }),
  file: () => Promise.resolve({ ok: false, refused: false, error: null, status: 503 }),
} as unknown as FunctionsClient

type ProductAnswer = {
  product: { title: string }
  benefits: unknown[]
  reviews: { id: string }[]
  shopWide: boolean
  related: Promise<ProductSummary[]>
}

/** The product page's data in a market, the related products waited for, and the operations it sent. */
async function open(store: StorefrontClient, market: Market, handle: string) {
  const context = { storefront: inMarket(store, market), siteUrl: 'https://shop.test', functions } as unknown as AppLoadContext
  sent.length = 0
  const answer = (await loader({
    context,
    params: { handle },
    request: new Request(`https://shop.test${market.pathPrefix}/product/${handle}`),
  } as Parameters<typeof loader>[0])) as unknown as ProductAnswer
  const related = await answer.related
  return { ...answer, related: related.map((p) => p.handle), sent: [...sent] }
}

const types: ProductTypeKey[] = ['sheet', 'mat', 'kit', 'accessory', 'other']
/** The product type whose benefits, in the market's language, the page shows. */
async function typeShown(market: Market, benefits: unknown[]) {
  const { benefitsIn } = await copyModule(market, 'product-benefits')
  return types.find((type) => JSON.stringify(benefitsIn(type, market)) === JSON.stringify(benefits))
}

/** `list` less one of each item of `removed`. */
const less = (list: string[], removed: string[]) => removed.reduce((rest, item) => (rest.includes(item) ? rest.toSpliced(rest.indexOf(item), 1) : rest), list)

const languages = localizations.filter((m) => m.language !== 'EN')
const handles = shopCatalogue.products.map((p) => p.handle)

describe.each(stores)('the product page over %s', (_name, store) => {
  describe.each(languages.map((m) => [m.locale, m] as const))('in %s', (_locale, market) => {
    const english = localizationFor(market.country, 'EN')
    const translations = storeTranslations.get(market.language as Parameters<typeof storeTranslations.get>[0])!

    it.each(handles)('%s is of the kind it is in English, and suggests the same products', async (handle) => {
      const inEnglish = await open(store, english, handle)
      const inLanguage = await open(store, market, handle)
      expect(inLanguage.product.title).toBe(translations.products[handle]!.title)
      const type = await typeShown(english, inEnglish.benefits)
      expect(type).toBeDefined()
      expect(await typeShown(market, inLanguage.benefits)).toBe(type)
      expect(inLanguage.shopWide).toBe(inEnglish.shopWide)
      expect(inLanguage.reviews.map((r) => r.id)).toEqual(inEnglish.reviews.map((r) => r.id))
      expect(inLanguage.related).toEqual(inEnglish.related)
      expect(inLanguage.related).toHaveLength(4)
      // Nothing more is asked in English; in another language, beside the product, its English title,
      // and for a related listing by title rule, its members' English titles.
      expect(inEnglish.sent).not.toContain('ProductOwnTitle')
      expect(less(inEnglish.sent, inLanguage.sent)).toEqual([])
      const more = less(inLanguage.sent, inEnglish.sent)
      expect(more.filter((operation) => operation !== 'ProductTitles')).toEqual(['ProductOwnTitle'])
    })
  })
})
