import type { Route } from './+types/route'
import { PageHeader } from '~/components/page-header'
import { pageHeading } from '~/content/pages.server'
import { pageCopyFor } from '~/lib/seo.server'
import { marketOf } from '~/lib/storefront/market'
import { headTags, pageHead } from '~/lib/seo'
import { ReturnPolicyBody } from './returns-page'
import { pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export async function loader({ context }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const market = marketOf(context.storefront)
  const page = await pageCopyFor(market, 'returnPolicy')
  return { head: pageHead(context.siteUrl, page), heading: pageHeading(page), copy: await pageCopy(market, ['policies/returns']) }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function ReturnPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <PageHeader copy={loaderData.heading} />
      <ReturnPolicyBody />
    </CopyProvider>
  )
}

export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'policy' }) }
