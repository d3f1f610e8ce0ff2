import type { Route } from './+types/route'
import { PageHeader } from '~/components/page-header'
import { pageHeading, pages } from '~/content/pages.server'
import { headTags, pageHead } from '~/lib/seo'
import { ReturnPolicyBody } from './returns-page'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead(context.siteUrl, pages.returnPolicy), heading: pageHeading(pages.returnPolicy) }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function ReturnPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader copy={loaderData.heading} />
      <ReturnPolicyBody />
    </>
  )
}

export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'policy' }) }
