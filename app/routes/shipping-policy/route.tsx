import type { Route } from './+types/route'
import { PageHeader } from '~/components/page-header'
import { pageHeading, pages } from '~/content/pages.server'
import { headTags, pageHead } from '~/lib/seo'
import { ShippingPolicyBody } from './shipping-page'
import { pageCopyIn } from '~/content/market-pages'
import { marketOf } from '~/lib/storefront/market'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export function loader({ context }: Route.LoaderArgs) {
  // The copy names the market's own free-shipping threshold.
  const copy = pageCopyIn(pages.shippingPolicy, marketOf(context.storefront))
  return { head: pageHead(context.siteUrl, copy), heading: pageHeading(copy) }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader copy={loaderData.heading} />
      <ShippingPolicyBody />
    </>
  )
}

export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'policy' }) }
