import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { Route } from './+types/shipping-policy'
import { PageHeader } from '~/components/page-header'
import { pageHeading, pages } from '~/content/pages'
import { loadServerMarkup, ServerMarkup } from '~/features/server-markup/server-markup'
import { headTags, pageHead } from '~/lib/seo'
import { hashTabs } from './hash-tabs'

/** The policy's text and tabs, server-only markup (`sections.server.tsx`). */
const MARKUP = ['shipping-policy'] as const

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead(context.siteUrl, pages.shippingPolicy), heading: pageHeading(pages.shippingPolicy) }
}

/** A client-side visit fetches the policy's markup with the data (once a visit). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadServerMarkup(MARKUP)])
  return data
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  // The router's own navigations to a `#tab` (pushState) fire no hashchange: each one sets the tabs again.
  const { hash } = useLocation()
  useEffect(() => {
    const tabs = document.querySelector<HTMLElement>('[data-hash-tabs]')
    return tabs ? hashTabs(tabs) : undefined
  }, [hash])
  return (
    <>
      <PageHeader copy={loaderData.heading} />
      <ServerMarkup id={MARKUP[0]} />
    </>
  )
}
