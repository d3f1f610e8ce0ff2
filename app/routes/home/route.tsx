import type { Route } from './+types/route'
import { PopularProducts } from './popular-products.server'
import { loadListing } from '~/features/catalog/listing.server'
import { MarkupCards } from '~/features/catalog/markup-cards'
import { markupCards } from '~/features/catalog/markup-cards.server'
import { pages } from '~/content/pages'
import { NewsletterBand } from '~/features/newsletter/newsletter-band'
import { loadServerMarkup, ServerMarkup } from '~/features/server-markup/server-markup'
import { headTags, pageHead } from '~/lib/seo'

/** Best sellers shown in the popular-products section. */
const POPULAR_COUNT = 4

/** The sections sent as server-only markup (`sections.server.tsx`); the page's structured data is in the first. */
const MARKUP = ['home-upper', 'home-lower'] as const

/** The popular products are rendered for each request, as the listings are (decision 076). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const popular = await loadListing(context, { params: { sort: 'best-selling', cursor: null }, size: POPULAR_COUNT, count: false })
  return {
    head: pageHead(context.siteUrl, pages.home),
    products: markupCards(context, request, 'home-products', <PopularProducts listing={popular} />, [popular]),
  }
}

/** A client-side visit fetches the server-only sections with the data (once a visit). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadServerMarkup(MARKUP)])
  return data
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

/** SPEC §2 "Home": the sections in the specified order. */
export default function Home({ loaderData: { products } }: Route.ComponentProps) {
  return (
    <>
      <ServerMarkup id={MARKUP[0]} />
      <MarkupCards id="home-products" cards={products} />
      <ServerMarkup id={MARKUP[1]} />
      <NewsletterBand returnTo="/" />
    </>
  )
}
