import type { Route } from './+types/faq'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.faq)

export default function Faq() {
  return <PageHeader copy={pages.faq} />
}
