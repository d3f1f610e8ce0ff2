import type { Route } from './+types/shipping-policy'
import { PageHeader } from '~/components/page-header'
import { pageHeading, pages } from '~/content/pages'
import { headTags, pageHead } from '~/lib/seo'
import { ShippingPolicyBody } from './shipping-page'

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead(context.siteUrl, pages.shippingPolicy), heading: pageHeading(pages.shippingPolicy) }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader copy={loaderData.heading} />
      <ShippingPolicyBody />
    </>
  )
}
