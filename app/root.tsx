import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { type Market, marketFromPath, markets } from '#shared/markets'
import { Link, useMarket } from '~/components/link'
import { MarketOffer } from '~/components/market-offer'
import type { SelectorCountry } from '~/components/country-selector'
import { isMarketPrefix } from '~/lib/market-path'
import { getLocalization, getShopId, marketOf } from '~/lib/storefront/market'
import { Analytics, type ShopAnalytics } from '~/features/analytics/analytics'
import { DeferredToaster } from '~/components/deferred-toaster'
import { NavigationProgress } from '~/components/navigation-progress'
import { SiteFooter } from '~/components/site-footer'
import { ConsentBanner } from '~/components/consent-banner'
import { SiteHeader } from '~/components/site-header'
import { CartButton } from '~/features/cart/cart-button'
import { buttonClass } from '~/components/ui/button'
import { startCartSync } from '~/features/cart/store'
import { setCartWords } from '~/features/cart/words'
import { useCartMarket } from '~/features/cart/use-cart-market'
import { useDiscountLink } from '~/features/cart/discount-link'
import { useNonce } from '~/lib/nonce'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider, useCopy, useSentCopy } from '~/i18n/use-copy'
import type { Catalogue, CopyName } from '~/i18n/catalogue'
import stylesheet from '~/styles/app.css?url'
import displayFont from '~/assets/fonts/fraunces-basic-latin-700-normal.woff2?url'

// Only pages whose data turned out missing show it from here (unknown paths have their route):
// its code loads then, not with every page.
const NotFoundView = lazy(() => import('~/components/not-found').then((m) => ({ default: m.NotFoundView })))

// The stylesheet is rendered in the Layout with a precedence, so React puts it first in the head,
// ahead of the module preloads (as a plain link it would come last and queue behind the scripts).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

/** The market a page is shown in, as client code reads it: `useRouteLoaderData('root').market`. */
export type PageMarket = Pick<Market, 'country' | 'name' | 'currency' | 'currencySymbol' | 'language' | 'locale' | 'pathPrefix'>

/** The copy of what every page shows around its own (header, footer, cart, selector), sent by the root loader. */
const SHELL_COPY = ['layout', 'navigation', 'consent', 'claims', 'search', 'markets', 'product-cards', 'shop', 'cart'] as const satisfies readonly CopyName[]

/** A country's name in the page's language (the markets copy's table), the store's where the table has none. */
const countryNamesOf = async (market: Market) => (await copyModule(market, 'markets')).countryNames

/** The store's countries and their currencies for the selector; the table's when the store does not answer. */
async function sellingCountries(context: Route.LoaderArgs['context'], market: Market): Promise<SelectorCountry[]> {
  const names = await countryNamesOf(market)
  const countryName = (name: string) => names[name] ?? name
  try {
    const { availableCountries } = await getLocalization(context.storefront)
    return availableCountries.map((c) => ({ isoCode: c.isoCode, name: countryName(c.name), currency: c.currency.isoCode, symbol: c.currency.symbol }))
  } catch (error) {
    console.error('[localization] could not list the countries:', error)
    return markets.map((m) => ({ isoCode: m.country, name: countryName(m.name), currency: m.currency, symbol: m.currencySymbol }))
  }
}

/** The shop's part of Shopify's analytics; without the store's id (it did not answer) the page sends none. */
async function shopAnalytics(context: Route.LoaderArgs['context'], market: PageMarket): Promise<ShopAnalytics | null> {
  try {
    const shopId = await getShopId(context.storefront)
    const acceptedLanguage = market.language
    return { shopId, currency: market.currency, acceptedLanguage, market: market.country, vitalsSampleRate: context.vitalsSampleRate }
  } catch (error) {
    console.error('[analytics] could not read the shop id:', error)
    return null
  }
}

export async function loader({ context, params }: Route.LoaderArgs) {
  // A first segment that is no market's (`/en-zz/faq`) names no page: the shop's 404.
  const prefix = (params as { locale?: string }).locale
  const localization = marketOf(context.storefront)
  const copy = await pageCopy(localization, SHELL_COPY)
  // The shell's copy rides with the 404, so the not-found page has its header and footer.
  if (prefix !== undefined && !isMarketPrefix(prefix)) throw data({ copy }, { status: 404 })
  const { country, name, currency, currencySymbol, language, locale, pathPrefix } = localization
  const market: PageMarket = { country, name: (await countryNamesOf(localization))[name] ?? name, currency, currencySymbol, language, locale, pathPrefix }
  // The year is fixed on the server so the footer hydrates without a mismatch.
  const [countries, analytics] = await Promise.all([sellingCountries(context, localization), shopAnalytics(context, market)])
  const shippingBanner = (await copyModule(localization, 'market-shipping')).shippingBanner(localization)
  return { siteUrl: context.siteUrl, year: new Date().getFullYear(), market, countries, analytics, shopPayStore: context.shopPayStore, copy, shippingBanner }
}

/**
 * The root's data is the market's (its countries, its copy): asked again when a form was sent or
 * the page moved to another market, not for every page of the same market (the copy is most of it).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || marketFromPath(currentUrl.pathname).market !== marketFromPath(nextUrl.pathname).market) return defaultShouldRevalidate
  return false
}

/**
 * A page's headers are the server's to set (server/app.ts), except where a request was refused:
 * then those its route gave the refusal (a form route's `Allow` with its 405), which React Router
 * passes to the error boundary's route, this one, and to no other.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers()

/** Fallback head for error responses, which render without their route's own `meta`. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return []
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const shop = (loaderData?.copy ?? sentWith(error))?.shop as Catalogue['shop'] | undefined
  const title = shop && (notFound ? shop.errorCopy.notFoundTitle : shop.errorCopy.pageTitle)
  return [...(title ? [{ title }] : []), { name: 'robots', content: 'noindex' }]
}

/** The shell's copy a refusal of the root loader carries (an unknown market prefix's 404). */
const sentWith = (error: unknown) =>
  isRouteErrorResponse(error) ? (error.data as { copy?: Awaited<ReturnType<typeof loader>>['copy'] } | null)?.copy : undefined

/** The first link of the page, shown on focus: past the header to the page's main content. */
function SkipLink() {
  const { skipLinkCopy } = useCopy('layout')
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      {skipLinkCopy}
    </a>
  )
}

/** One element for every render, so the memoised header is not rendered again for a new one. */
const cartButton = <CartButton />

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  const error = useRouteError()
  const market = useMarket()
  const copy = data?.copy ?? sentWith(error)
  // A request refused before any loader ran (a form route asked with another method) has no copy:
  // its answer is the bare refusal, with the reason it carries.
  const page = copy ? (
    <CopyProvider copy={copy} locale={market.locale}>
      <SkipLink />
      <NavigationProgress />
      <SiteHeader cart={cartButton} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-[var(--header-h)] focus:outline-none">
        {children}
      </main>
      <SiteFooter year={data?.year ?? new Date().getFullYear()} />
      <MarketOffer />
      <ConsentBanner />
      {data?.analytics && <Analytics shop={data.analytics} />}
      <DeferredToaster />
    </CopyProvider>
  ) : (
    <main id="main">{children}</main>
  )
  return (
    <html lang={market.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#265336" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {page}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The headings' face (app/styles/fonts.css), asked for after the page's scripts: on a slow
            link it would take a connection the framework's file waits for (decision 111). React
            puts it in the head, after the module preloads. Body text is the system's face. */}
        <link rel="preload" as="font" type="font/woff2" href={displayFont} crossOrigin="anonymous" />
      </body>
    </html>
  )
}

export default function App() {
  // Marks the document as interactive (browser tests wait for it rather than sleeping).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  const cart = useCopy('cart')
  const { storeNoticeCopy } = useCopy('product-cards')
  setCartWords({ ...cart, storeNoticeCopy })
  useEffect(() => startCartSync(), [])
  useCartMarket()
  useDiscountLink()
  return <Outlet />
}

/** A refusal answered before the shell's copy was sent: its status and the reason it carries. */
function BareRefusal({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-stone-900">{status}</h1>
      {isRouteErrorResponse(error) && typeof error.data === 'string' && <p className="mt-4 text-stone-700">{error.data}</p>}
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation()
  const shop = useSentCopy('shop')
  if (!shop) return <BareRefusal error={error} />
  const { errorCopy } = shop
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundView />
      </Suspense>
    )
  }
  if (import.meta.env.DEV) console.error(error)
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">{isRouteErrorResponse(error) ? error.status : 500}</p>
      <h1 className="mt-2 font-display text-4xl font-bold text-stone-900">{errorCopy.title}</h1>
      {/* A request refused with its reason (a form route sent something else than its form) says why. */}
      <p className="mt-4 text-stone-700">{isRouteErrorResponse(error) && error.status < 500 && typeof error.data === 'string' ? error.data : errorCopy.body}</p>
      <div className="mt-8 flex gap-3">
        <Link to={location} reloadDocument className={buttonClass()}>
          {errorCopy.retry}
        </Link>
        <Link to="/" className={buttonClass({ variant: 'secondary' })}>
          {errorCopy.home}
        </Link>
      </div>
    </section>
  )
}
