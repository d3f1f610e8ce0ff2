import type { Route } from './+types/route'
import { pages } from '~/content/pages'
import { loadServerMarkup, ServerMarkup } from '~/features/server-markup/server-markup'
import { headTags, pageHead } from '~/lib/seo'

/** The page, all of it server-only markup (`sections.server.tsx`). */
const MARKUP = ['about-grounding'] as const

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead(context.siteUrl, pages.aboutGrounding) }
}

/** A client-side visit fetches the page's markup with the data (once a visit). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadServerMarkup(MARKUP)])
  return data
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

/** SPEC §2 "About grounding", with the anchors #benefits, #science and #how-it-works. */
export default function AboutGrounding() {
  return <ServerMarkup id={MARKUP[0]} />
}
