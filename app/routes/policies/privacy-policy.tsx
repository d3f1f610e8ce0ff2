import type { Route } from './+types/privacy-policy'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { formatPolicyDate } from '~/content/policies/format'
import { privacyCopy } from '~/content/policies/privacy'
import { PrivacyPolicyBody } from './privacy-page'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.privacyPolicy)

/** SPEC: the last-updated date shows the current date. Fixed on the server so the client hydrates the same text. */
export function loader() {
  const now = new Date()
  return { lastUpdated: formatPolicyDate(now), lastUpdatedIso: now.toISOString().slice(0, 10) }
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader copy={pages.privacyPolicy}>
        <p className="mt-3 text-sm font-medium text-stone-600">
          <time dateTime={loaderData.lastUpdatedIso}>{privacyCopy.lastUpdated(loaderData.lastUpdated)}</time>
        </p>
      </PageHeader>
      <PrivacyPolicyBody />
    </>
  )
}
