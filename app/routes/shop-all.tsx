import type { Route } from './+types/shop-all'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.shopAll)

export default function ShopAll() {
  return <PageHeader copy={pages.shopAll} />
}
