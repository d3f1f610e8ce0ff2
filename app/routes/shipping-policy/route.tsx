import type { Route } from './+types/route'
import { PageHeader } from '~/components/page-header'
import { pageHeading } from '~/content/pages.server'
import { headTags, pageHead } from '~/lib/seo'
import { ShippingPolicyBody } from './shipping-page'
import { pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'
import { pageCopyFor } from '~/lib/seo.server'
import { marketOf } from '~/lib/storefront/market'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export async function loader({ context }: Route.LoaderArgs) {
  // The copy, in the page's language, names the market's own free-shipping threshold.
  const market = marketOf(context.storefront)
  const page = await pageCopyFor(market, 'shippingPolicy')
  return { head: pageHead(context.siteUrl, page), heading: pageHeading(page), copy: await pageCopy(market, ['policies/shipping']) }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <PageHeader copy={loaderData.heading} />
      <ShippingPolicyBody />
    </CopyProvider>
  )
}

export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'policy' }) }
