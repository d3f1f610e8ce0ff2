import type { Route } from './+types/mats-products'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.matsProducts)

export default function MatsProducts() {
  return <PageHeader copy={pages.matsProducts} trail={[{ label: 'Shop', to: '/shop-all' }]} />
}
