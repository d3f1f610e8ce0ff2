import type { Route } from './+types/testimonials'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.testimonials)

export default function Testimonials() {
  return <PageHeader copy={pages.testimonials} />
}
