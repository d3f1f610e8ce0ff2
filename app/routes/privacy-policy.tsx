import type { Route } from './+types/privacy-policy'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.privacyPolicy)

export default function PrivacyPolicy() {
  return <PageHeader copy={pages.privacyPolicy} />
}
