import type { Route } from './+types/route'
import { PageHeader } from '~/components/page-header'
import { pageHeading, pages } from '~/content/pages.server'
import { formatPolicyDate } from '~/content/policies/format'
import { privacyCopy } from '~/content/policies/privacy'
import { headTags, pageHead } from '~/lib/seo'
import { PrivacyPolicyBody } from './privacy-page'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

/** The last-updated date shows the current date (docs/product.md#privacy-policy), fixed on the server so the client hydrates the same text. */
export function loader({ context }: Route.LoaderArgs) {
  const now = new Date()
  return {
    head: pageHead(context.siteUrl, pages.privacyPolicy),
    heading: pageHeading(pages.privacyPolicy),
    // The line as shown, so the policy's copy stays on the server.
    lastUpdated: privacyCopy.lastUpdated(formatPolicyDate(now)),
    lastUpdatedIso: now.toISOString().slice(0, 10),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader copy={loaderData.heading}>
        <p className="mt-3 text-sm font-medium text-stone-600">
          <time dateTime={loaderData.lastUpdatedIso}>{loaderData.lastUpdated}</time>
        </p>
      </PageHeader>
      <PrivacyPolicyBody />
    </>
  )
}

export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'policy' }) }
