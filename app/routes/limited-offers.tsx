import type { Route } from './+types/limited-offers'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.limitedOffers)

export default function LimitedOffers() {
  return <PageHeader copy={pages.limitedOffers} />
}
