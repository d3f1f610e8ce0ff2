import type { Route } from './+types/accessories'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.accessories)

export default function Accessories() {
  return <PageHeader copy={pages.accessories} trail={[{ label: 'Shop', to: '/shop-all' }]} />
}
