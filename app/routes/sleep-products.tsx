import type { Route } from './+types/sleep-products'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.sleepProducts)

export default function SleepProducts() {
  return <PageHeader copy={pages.sleepProducts} trail={[{ label: 'Shop', to: '/shop-all' }]} />
}
