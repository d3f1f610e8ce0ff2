import type { Route } from './+types/route'
import { PageHeader } from '~/components/page-header'
import { pageHeading } from '~/content/pages.server'
import { pageCopyFor } from '~/lib/seo.server'
import { marketOf } from '~/lib/storefront/market'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'
import { headTags, pageHead } from '~/lib/seo'
import { PrivacyPolicyBody } from './privacy-page'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

/** The last-updated date shows the current date (docs/product.md#privacy-policy), fixed on the server so the client hydrates the same text. */
export async function loader({ context }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const market = marketOf(context.storefront)
  const page = await pageCopyFor(market, 'privacyPolicy')
  const now = new Date()
  return {
    head: pageHead(context.siteUrl, page),
    heading: pageHeading(page),
    // The line as shown, so the policy's copy stays on the server.
    lastUpdated: (await copyModule(market, 'policies/privacy')).lastUpdated((await copyModule(market, 'policies/format')).formatPolicyDate(now)),
    lastUpdatedIso: now.toISOString().slice(0, 10),
    copy: await pageCopy(market, ['policies/privacy']),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <PageHeader copy={loaderData.heading}>
        <p className="mt-3 text-sm font-medium text-stone-600">
          <time dateTime={loaderData.lastUpdatedIso}>{loaderData.lastUpdated}</time>
        </p>
      </PageHeader>
      <PrivacyPolicyBody />
    </CopyProvider>
  )
}

export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'policy' }) }
