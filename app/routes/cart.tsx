import type { Route } from './+types/cart'
import { Link } from '~/components/link'
import { brand } from '#shared/identity'
import { CartContents } from '~/features/cart/cart-drawer'
import { useCartStore } from '~/features/cart/store'
import { headTags } from '~/lib/seo'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'
import { useCopy } from '~/i18n/use-copy'
import { copyModule } from '~/i18n/catalogue.server'
import { marketOf } from '~/lib/storefront/market'

export async function loader({ context }: Route.LoaderArgs) {
  const { cartPageCopy } = await copyModule(marketOf(context.storefront), 'cart')
  // The cart lives in the browser: the page is the same for everyone, and no search engine's business.
  return { head: { title: `${cartPageCopy.title} | ${brand.name}`, noindex: true } }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

const noop = () => {}

/**
 * The cart as a page (issue 34): the drawer's contents, for a long press, a middle click or a shared
 * link. The cart is kept in the browser's storage, so the server cannot show it: without
 * JavaScript the page says what it needs; with it, the lines show once the stored cart is restored.
 */
export default function CartPage() {
  const { cartPageCopy } = useCopy('cart')
  const restored = useCartStore((s) => s.hasHydrated)
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12 lg:px-8">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{cartPageCopy.heading}</h1>
      {/* Shown only where scripting is off (`@media (scripting: none)`): the server's HTML says it plainly. */}
      <div className="mt-6 hidden rounded-2xl border border-stone-200 bg-white p-6 noscript:block" data-testid="cart-needs-js">
        <p className="text-lg font-semibold text-stone-900">{cartPageCopy.needsJs}</p>
        <p className="mt-2 text-stone-700">{cartPageCopy.needsJsBody}</p>
      </div>
      {restored ? (
        <div className="mt-6" data-testid="cart-page">
          <CartContents close={noop} shown place="page" />
        </div>
      ) : (
        // Until the stored cart is read (a moment after the page loads): room for it, empty, so
        // nothing spins for a browser without JavaScript.
        <div className="mt-6 min-h-64 noscript:hidden" />
      )}
      <Link to="/shop-all" className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-4">
        {cartPageCopy.continueShopping}
      </Link>
    </section>
  )
}

export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'cart' }) }
