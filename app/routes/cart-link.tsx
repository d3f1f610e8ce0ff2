import { data, redirect } from 'react-router'
import type { Route } from './+types/cart-link'
import { brand } from '#shared/identity'
import { trackingHeaders } from '#shared/tracking'
import { Link } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import { cartLinkOptions, cartLinkPageCopy, cartLinkPath, checkCartLink, parseCartLink, storeRefusalIn } from '~/features/cart/cart-link.server'
import { CopyProvider, useCopy } from '~/i18n/use-copy'
import { CheckoutError, createCheckout } from '~/lib/storefront/cart'
import { marketOf } from '~/lib/storefront/market'

/** Every answer is this shopper's: each link makes a cart of its own. */
export const NO_STORE = { 'Cache-Control': 'no-store' }

export type CartLinkResult = { kind: 'unreadable' } | { kind: 'failed' } | { kind: 'problems'; problems: string[]; ready: string[]; continueTo: string | null }

/**
 * Shopify's cart permalinks, `/cart/<variant>:<quantity>,…` with `discount`, `note` and
 * `attributes[…]`, as ads, mails and posts link them: a cart made in the page's market and the
 * store's checkout. What cannot go (a variant the store does not have or has sold out, a code that
 * is no code) is named on a page that offers the rest.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const market = marketOf(context.storefront)
  const page = await cartLinkPageCopy(market)
  const answer = (result: CartLinkResult, status = 200) => data({ ...page, result }, { status, headers: NO_STORE })
  const lines = parseCartLink(params.lines)
  if (!lines) return answer({ kind: 'unreadable' }, 400)
  const { leftOut, ...options } = await cartLinkOptions(new URL(request.url).searchParams, request.headers.get('Cookie'), market)
  try {
    const check = await checkCartLink(context.storefront, lines)
    const problems = [...check.problems, ...leftOut]
    if (problems.length || !check.ready.length) {
      const continueTo = check.ready.length ? cartLinkPath(check.ready, options) : null
      return answer({ kind: 'problems', problems, ready: check.ready.map((l) => l.title), continueTo })
    }
    const ready = check.ready.map(({ merchandiseId, quantity }) => ({ merchandiseId, quantity }))
    const checkout = await createCheckout(context.storefront, ready, context.checkoutOrigin, {
      ...options,
      tracking: trackingHeaders(request, context.consent),
    })
    return redirect(checkout.checkoutUrl, { headers: NO_STORE })
  } catch (error) {
    if (error instanceof CheckoutError && error.status < 500) {
      console.warn('[cart link] the store refused the cart:', error.message)
      return answer({ kind: 'problems', problems: [await storeRefusalIn(market, error.message)], ready: [], continueTo: null }, 422)
    }
    console.error('[cart link] could not open a checkout:', error)
    return answer({ kind: 'failed' }, 503)
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? brand.name }, { name: 'robots', content: 'noindex' }]

export default function CartLinkPage({ loaderData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <CartLinkOutcome result={loaderData.result} />
    </CopyProvider>
  )
}

/** What became of a cart link or a Buy it now that could not go straight to checkout (below the route's CopyProvider of `cart-link`). */
export function CartLinkOutcome({ result }: { result: CartLinkResult }) {
  const { cartLinkCopy: copy } = useCopy('cart-link')
  const heading = result.kind === 'unreadable' ? copy.unreadable.heading : result.kind === 'failed' ? copy.pageTitle : copy.heading
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <h1 className="mb-6 font-display text-3xl font-bold tracking-tight text-stone-900">{heading}</h1>
      {result.kind === 'unreadable' ? <p className="text-stone-700">{copy.unreadable.body}</p> : null}
      {result.kind === 'failed' ? (
        <p role="alert" className="text-stone-700">
          {copy.failed}
        </p>
      ) : null}
      {result.kind === 'problems' ? (
        <>
          <ul role="alert" className="mb-6 list-disc space-y-2 pl-5 text-stone-800">
            {result.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {result.continueTo ? (
            <>
              <h2 className="mb-2 font-semibold text-stone-900">{copy.ready}</h2>
              <ul className="mb-6 list-disc space-y-1 pl-5 text-stone-700">
                {result.ready.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
              {/* A document load, never prefetched: following the link makes a cart. */}
              <Link to={result.continueTo} reloadDocument prefetch="none" className={buttonClass({ className: 'px-6' })}>
                {copy.continue}
              </Link>
            </>
          ) : (
            <p className="text-stone-700">{copy.nothingLeft}</p>
          )}
        </>
      ) : null}
      <Link to="/shop-all" className="mt-6 block font-semibold text-brand-800 underline underline-offset-4">
        {copy.browse}
      </Link>
    </div>
  )
}
