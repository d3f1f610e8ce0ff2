import { data, redirect } from 'react-router'
import type { Route } from './+types/buy-now'
import { discountCookie, normaliseDiscountCode } from '#shared/discount-code'
import { brand } from '#shared/identity'
import { PRODUCT_HANDLE } from '#shared/schemas/fields'
import { trackingHeaders } from '#shared/tracking'
import { Link } from '~/components/link'
import { copyModule } from '~/i18n/catalogue.server'
import { formatIn } from '#shared/format-in'
import { CopyProvider, useCopy } from '~/i18n/use-copy'
import { marketOf } from '~/lib/storefront/market'
import { cartLinkPageCopy, checkCartLink, storeRefusalIn, variantNumber } from '~/features/cart/cart-link.server'
import { readForm } from '~/lib/form-body'
import { CheckoutError, createCheckout } from '~/lib/storefront/cart'
import { CartLinkOutcome, type CartLinkResult, NO_STORE } from './cart-link'
import { QUANTITY_MAX, QUANTITY_MIN, readQuantity } from './product/quantity'

type BuyNowResult = CartLinkResult & { productHandle: string | null }

/**
 * The product page's Buy it now: a cart of its own with the chosen variant and quantity, and
 * straight to the store's checkout, the shopper's cart left as it was. A plain form post, with
 * or without JavaScript; what cannot go is named on this page, with the way back to the product.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Its answers in the page's language.
  const market = marketOf(context.storefront)
  const { cartLinkCopy: copy } = await copyModule(market, 'cart-link')
  const form = await readForm(request, (await copyModule(market, 'form-body')).formBodyCopy)
  const handle = String(form.get('productHandle') ?? '')
  const productHandle = PRODUCT_HANDLE.test(handle) ? handle : null
  const problem = (problems: string[], status: number) =>
    data<BuyNowResult>({ kind: 'problems', problems, ready: [], continueTo: null, productHandle }, { status, headers: NO_STORE })
  const number = variantNumber(String(form.get('variantId') ?? ''))
  if (!number) return problem([copy.chooseOption], 400)
  // The buy box's rule; nothing here is set for the shopper, so any problem asks for a number in range.
  const { quantity, problem: wrong } = readQuantity(String(form.get('quantity') ?? ''), QUANTITY_MIN)
  if (wrong) {
    const { quantityCopy } = await copyModule(market, 'product-page')
    return problem([formatIn(market, quantityCopy.notANumber, { min: QUANTITY_MIN, max: QUANTITY_MAX })], 400)
  }
  try {
    const check = await checkCartLink(context.storefront, [{ number, quantity }])
    if (check.problems.length || !check.ready.length) return problem(check.problems, 409)
    const lines = check.ready.map(({ merchandiseId, quantity }) => ({ merchandiseId, quantity }))
    // The cart's code (sent by the page), or a discount link's kept for the shopper (its cookie, without JavaScript).
    const sent = String(form.get('discountCode') ?? '').slice(0, 200)
    const linked = normaliseDiscountCode(sent || (discountCookie(request.headers.get('Cookie')) ?? ''))
    const checkout = await createCheckout(context.storefront, lines, context.checkoutOrigin, {
      discountCode: linked.ok ? linked.code : undefined,
      tracking: trackingHeaders(request, context.consent),
    })
    return redirect(checkout.checkoutUrl, { status: 303, headers: NO_STORE })
  } catch (error) {
    if (error instanceof CheckoutError && error.status < 500) return problem([await storeRefusalIn(market, error.message)], 422)
    console.error('[buy now] could not open a checkout:', error)
    return data<BuyNowResult>({ kind: 'failed', productHandle }, { status: 503, headers: NO_STORE })
  }
}

/** The page's title and copy in its language (a post lands here: the action, then this). */
export const loader = ({ context }: Route.LoaderArgs) => cartLinkPageCopy(marketOf(context.storefront))

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? brand.name }, { name: 'robots', content: 'noindex' }]

export default function BuyNowPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <BuyNowOutcome actionData={actionData} />
    </CopyProvider>
  )
}

function BuyNowOutcome({ actionData }: Pick<Route.ComponentProps, 'actionData'>) {
  const { cartLinkCopy: copy } = useCopy('cart-link')
  // Opened without a post: nothing was asked for, and the shop is the way on.
  if (!actionData) return <CartLinkOutcome result={{ kind: 'problems', problems: [copy.chooseOption], ready: [], continueTo: null }} />
  return (
    <>
      <CartLinkOutcome result={actionData} />
      {actionData.productHandle ? (
        <p className="mx-auto max-w-xl px-4 pb-12">
          <Link to={`/product/${actionData.productHandle}`} className="font-semibold text-brand-800 underline underline-offset-4">
            {copy.backToProduct}
          </Link>
        </p>
      ) : null}
    </>
  )
}
