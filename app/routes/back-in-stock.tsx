import { data } from 'react-router'
import { Link } from '~/components/link'
import type { Route } from './+types/back-in-stock'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider, useCopy } from '~/i18n/use-copy'
import { marketOf } from '~/lib/storefront/market'
import { brand } from '#shared/identity'
import { fieldErrors, formValues } from '#shared/schemas/fields'
import { readForm } from '~/lib/form-body'
import { BackInStockForm } from '~/features/back-in-stock/back-in-stock-form'
import { type BackInStockResult, type BackInStockTarget, loadBackInStockSchema, loadEmailMessages } from '~/features/back-in-stock/result'
import { inPageLanguage } from '~/lib/field-messages'
import { settleFormAction } from '~/lib/form-action'
import { failureStatus } from '~/lib/functions'
import { getProductByHandle } from '~/lib/storefront/catalogue'
import { variantParam } from '~/lib/storefront/ids'

/**
 * The product page's "Email me when it's back" action. The form posts here: with JavaScript
 * through a fetcher (the form answers in place), without it as a plain form post that lands on
 * this page, which shows the same outcome and the way back to the product.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Its answers in the page's language.
  const market = marketOf(context.storefront)
  const { backInStockCopy: copy } = await copyModule(market, 'back-in-stock')
  const values = formValues(await readForm(request, (await copyModule(market, 'form-body')).formBodyCopy), ['email', 'variantId', 'productHandle'])
  const target: BackInStockTarget = { variantId: values.variantId!, productHandle: values.productHandle! }
  const kept = { values: { email: values.email! }, ...target }
  const failed = (message: string | null, status: number) => data<BackInStockResult>({ status: 'failed', message, ...kept }, { status })

  // The same lazily loaded schema as the form's, so it is a chunk of its own on the server too.
  const schema = await loadBackInStockSchema()
  // With the page's language, which the notice is written in when it goes out.
  const parsed = schema.safeParse({ ...values, language: market.locale })
  if (!parsed.success) {
    const errors = fieldErrors<'email' | 'variantId' | 'productHandle'>(parsed.error)
    if (!errors.email) return failed(copy.outcomes.unknown, 400)
    const { email } = inPageLanguage({ email: errors.email }, await loadEmailMessages(), copy.errors)
    return data<BackInStockResult>({ status: 'invalid', fieldErrors: { email }, ...kept }, { status: 400 })
  }
  // Only a variant of this product that is sold out now: the store says which.
  let product
  try {
    product = await getProductByHandle(context.storefront, parsed.data.productHandle)
  } catch (error) {
    console.error(`[back-in-stock] could not load product "${parsed.data.productHandle}":`, error)
    return failed(null, 503)
  }
  const variant = product?.variants.find((v) => v.id === parsed.data.variantId)
  if (!variant) return failed(copy.outcomes.unknown, 400)
  if (variant.availableForSale) return failed(copy.outcomes.forSale, 409)

  const outcome = await context.functions.invoke('back-in-stock-signup', parsed.data)
  if (outcome.ok) return data<BackInStockResult>({ status: 'done', email: parsed.data.email, ...target })
  return failed(outcome.error || null, failureStatus(outcome))
}

/** With JavaScript: see settleFormAction. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  settleFormAction(
    serverAction,
    { status: 'failed', message: null, values: { email: '' }, variantId: '', productHandle: '' } as BackInStockResult,
    'Back-in-stock',
  )

/** The page's copy, and its title, in the page's language (a post without JavaScript lands here: the action, then this). */
export async function loader({ context }: Route.LoaderArgs) {
  const market = marketOf(context.storefront)
  const { backInStockCopy } = await copyModule(market, 'back-in-stock')
  return { title: `${backInStockCopy.page.title} | ${brand.name}`, copy: await pageCopy(market, ['back-in-stock']) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? brand.name }, { name: 'robots', content: 'noindex' }]

/** The page a request without JavaScript lands on: its outcome, the form again, the way back. */
export default function BackInStockPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <BackInStockOutcome actionData={actionData} />
    </CopyProvider>
  )
}

function BackInStockOutcome({ actionData }: Pick<Route.ComponentProps, 'actionData'>) {
  const { backInStockCopy: copy } = useCopy('back-in-stock')
  const back = actionData?.productHandle ? `/product/${actionData.productHandle}?variant=${variantParam(actionData.variantId)}` : '/shop-all'
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <h1 className="mb-6 font-display text-3xl font-bold tracking-tight text-stone-900">{copy.page.title}</h1>
      {actionData ? (
        <BackInStockForm productHandle={actionData.productHandle} variant={{ id: actionData.variantId }} option={null} result={actionData} />
      ) : null}
      <Link to={back} className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-4">
        {copy.page.back}
      </Link>
    </div>
  )
}
