import type { Route } from './+types/return-policy'
import { PageHeader } from '~/components/page-header'
import { pageHeading, pages } from '~/content/pages'
import { loadServerMarkup, ServerMarkup } from '~/features/server-markup/server-markup'
import { headTags, pageHead } from '~/lib/seo'

/** The policy's text, server-only markup (`sections.server.tsx`). */
const MARKUP = ['return-policy'] as const

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead(context.siteUrl, pages.returnPolicy), heading: pageHeading(pages.returnPolicy) }
}

/** A client-side visit fetches the policy's markup with the data (once a visit). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadServerMarkup(MARKUP)])
  return data
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export default function ReturnPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader copy={loaderData.heading} />
      <ServerMarkup id={MARKUP[0]} />
    </>
  )
}
