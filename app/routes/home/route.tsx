import type { Route } from './+types/route'
import { PopularProducts } from './popular-products'
import { loadListing } from '~/features/catalog/listing.server'
import { ProductGrid } from '~/features/catalog/product-grid'
import { pages } from '~/content/pages'
import { NewsletterBand } from '~/features/newsletter/newsletter-band'
import { loadServerMarkup, ServerMarkup } from '~/features/server-markup/server-markup'
import { headTags, pageHead } from '~/lib/seo'

/** Best sellers shown in the popular-products section. */
const POPULAR_COUNT = 4

/** The sections sent as server-only markup (`sections.server.tsx`); the page's structured data is in the first. */
const MARKUP = ['home-upper', 'home-lower'] as const

export function loader({ context }: Route.LoaderArgs) {
  return {
    head: pageHead(context.siteUrl, pages.home),
    popular: loadListing(context, { params: { sort: 'best-selling', cursor: null }, size: POPULAR_COUNT, count: false }),
  }
}

/** A client-side visit fetches the server-only sections with the data (once a visit). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadServerMarkup(MARKUP)])
  return data
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

/** SPEC §2 "Home": the sections in the specified order. */
export default function Home({ loaderData: { popular } }: Route.ComponentProps) {
  return (
    <>
      <ServerMarkup id={MARKUP[0]} />
      <PopularProducts>
        {/* Below the hero: these images load lazily; the hero text is the page's largest element. */}
        <ProductGrid listing={popular} label="Popular products" aboveTheFold={false} />
      </PopularProducts>
      <ServerMarkup id={MARKUP[1]} />
      <NewsletterBand />
    </>
  )
}
