import type { Route } from './+types/shipping-policy'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { ShippingPolicyBody } from './shipping-page'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.shippingPolicy)

export default function ShippingPolicy() {
  return (
    <>
      <PageHeader copy={pages.shippingPolicy} />
      <ShippingPolicyBody />
    </>
  )
}
