import {
  AnalyticsEventName,
  getClientBrowserParameters,
  sendShopifyAnalytics,
  type ShopifyAddToCartPayload,
  type ShopifyPageViewPayload,
  ShopifySalesChannel,
  useShopifyCookies,
} from '@shopify/hydrogen-react'
import { useEffect, useRef } from 'react'
import { type UIMatch, useLocation, useMatches } from 'react-router'
import { brand } from '#shared/identity'
import { useCartStore } from '~/features/cart/store'
import type { ShopAnalytics } from './analytics'
import type { PageConsent } from '~/lib/page-consent'
import { type AnalyticsHandle, analyticsProduct, type PageAnalytics } from './page-analytics'
import { reportWebVitals } from './web-vitals'

/**
 * Shopify's storefront analytics as Hydrogen sends them, with hydrogen-react's own functions: the
 * visitor's tokens from the cookies the shop's Storefront API sets (`useShopifyCookies`), a page
 * view on every new page, a product, collection or search view where the page is one, and each
 * addition to the cart. They go to the shop's own origin (`/.well-known/shopify/monorail/…`),
 * which keeps them or passes them on to the store: hydrogen-react addresses that origin over
 * https, so a page served over plain http (a local run) sends none.
 */
export default function ShopifyAnalytics({ shop, consent }: { shop: ShopAnalytics; consent: PageConsent }) {
  // Over plain http nothing is sent to Shopify, so no tokens are asked for either.
  const cookiesReady = useShopifyCookies({ fetchTrackingValues: window.location.protocol === 'https:' })
  const location = useLocation()
  const matches = useMatches()
  const page = useRef<PageAnalytics>({ pageType: 'page' })
  const shopPart = useRef(shopPayload(shop, consent))
  // Before the effects below read it: a choice changed on the preferences page is in the next event.
  useEffect(() => {
    shopPart.current = shopPayload(shop, consent)
  }, [shop, consent])

  // A new page: another path, or another query than the chosen variant (which changes only the buy box).
  const pageKey = `${location.pathname}?${withoutVariant(location.search)}`
  useEffect(() => {
    if (!cookiesReady) return
    const current = pageAnalyticsOf(matches, new URL(window.location.href))
    page.current = current
    const payload = { ...getClientBrowserParameters(), ...shopPart.current, ...current } as ShopifyPageViewPayload
    send(AnalyticsEventName.PAGE_VIEW_2, payload)
    if (current.pageType === 'product' && current.products?.length) {
      send(AnalyticsEventName.PRODUCT_VIEW, { ...payload, totalValue: Number(current.products[0]!.price) })
    } else if (current.pageType === 'collection') send(AnalyticsEventName.COLLECTION_VIEW, payload)
    else if (current.pageType === 'search') send(AnalyticsEventName.SEARCH_VIEW, payload)
    // The page's data is read once per new page; its matches change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cookiesReady, pageKey])

  // Each addition: the line just added, by the quantity it rose.
  useEffect(() => {
    if (!cookiesReady) return
    return useCartStore.subscribe((state, previous) => {
      const added = state.justAdded
      if (!added || added === previous.justAdded) return
      const line = state.items.find((i) => i.variantId === added.variantId)
      const quantity = (line?.quantity ?? 0) - (previous.items.find((i) => i.variantId === added.variantId)?.quantity ?? 0)
      if (!line || quantity <= 0) return
      const product = analyticsProduct(line.product, { id: line.variantId, title: line.variantTitle, price: line.price }, brand.name, quantity)
      const payload: ShopifyAddToCartPayload = {
        ...getClientBrowserParameters(),
        ...shopPart.current,
        ...page.current,
        cartId: state.cartId ?? '',
        products: [product],
        totalValue: Number(line.price.amount) * quantity,
      }
      send(AnalyticsEventName.ADD_TO_CART, payload)
    })
  }, [cookiesReady])

  // Real shoppers' speed: the landing page's, once.
  const landing = useRef(true)
  useEffect(() => {
    if (!landing.current) return
    landing.current = false
    reportWebVitals({ pageType: pageAnalyticsOf(matches, new URL(window.location.href)).pageType, market: shop.market, sampleRate: shop.vitalsSampleRate })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}

function shopPayload(shop: ShopAnalytics, { required, consent }: PageConsent) {
  return {
    shopId: shop.shopId,
    currency: shop.currency as ShopifyPageViewPayload['currency'],
    acceptedLanguage: shop.acceptedLanguage as ShopifyPageViewPayload['acceptedLanguage'],
    shopifySalesChannel: ShopifySalesChannel.headless,
    hasUserConsent: consent.analytics,
    analyticsAllowed: consent.analytics,
    marketingAllowed: consent.marketing,
    saleOfDataAllowed: consent.saleOfData,
    gdprEnforced: required,
    ccpaEnforced: !consent.saleOfData,
  }
}

function withoutVariant(search: string) {
  const params = new URLSearchParams(search)
  params.delete('variant')
  return params.toString()
}

/** To the shop's own origin; a failed send is hydrogen-react's to report, and changes nothing for the shopper. */
function send(eventName: string, payload: ShopifyPageViewPayload | ShopifyAddToCartPayload) {
  if (window.location.protocol !== 'https:') return
  sendShopifyAnalytics({ eventName, payload } as Parameters<typeof sendShopifyAnalytics>[0], window.location.host).catch(() => {})
}

/** The deepest matched route that describes itself (React Router's `handle`); a plain page otherwise. */
function pageAnalyticsOf(matches: readonly UIMatch[], url: URL): PageAnalytics {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<AnalyticsHandle> | undefined
    if (typeof handle?.analytics === 'function') {
      const page = (handle.analytics as (data: unknown, url: URL) => PageAnalytics | null)(matches[i]!.data, url)
      if (page) return page
    }
  }
  return { pageType: 'page' }
}
