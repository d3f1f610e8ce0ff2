import type { Route } from './+types/route'
import { BenefitsGrid } from './benefits-grid'
import { CallToAction } from './call-to-action'
import { CategoryTiles } from './category-tiles'
import { FaqTeaser } from './faq-teaser'
import { GettingStarted } from './getting-started'
import { Hero } from './hero'
import { Introduction } from './introduction'
import { PopularProducts } from './popular-products'
import { ProblemList } from './problem-list'
import { Reviews } from './reviews'
import { Science } from './science'
import { VideoStory } from './video-story'
import { home } from '~/content/home'
import { loadListing } from '~/features/catalog/listing.server'
import { ProductGrid } from '~/features/catalog/product-grid'
import { pages } from '~/content/pages'
import { NewsletterBand } from '~/features/newsletter/newsletter-band'
import { pageMeta } from '~/lib/seo'
import { faqPageJsonLd, organizationJsonLd, websiteJsonLd } from '~/lib/structured-data'

/** Best sellers shown in the popular-products section. */
const POPULAR_COUNT = 4

export function loader({ context }: Route.LoaderArgs) {
  // The structured data is built here, on the server, so its builders stay out of the page's script.
  const jsonLd = [organizationJsonLd(context.siteUrl), websiteJsonLd(context.siteUrl), faqPageJsonLd(home.faq.items)]
  return { jsonLd, popular: loadListing(context, { params: { sort: 'best-selling', cursor: null }, size: POPULAR_COUNT, count: false }) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, pages.home, { jsonLd: loaderData?.jsonLd ?? [] })

/**
 * The page's copy, imported rather than returned by the loader: the HTML no longer carries it a
 * second time in the hydration payload; the route's script, cached between visits, brings it.
 */
const copy = home

/** SPEC §2 "Home": the sections in the specified order. */
export default function Home({ loaderData: { popular } }: Route.ComponentProps) {
  return (
    <>
      <Hero copy={copy.hero} />
      <CategoryTiles copy={copy.categories} />
      <Reviews copy={copy.reviews} />
      <ProblemList copy={copy.problems} />
      <Introduction copy={copy.introduction} />
      <BenefitsGrid copy={copy.benefits} />
      <PopularProducts>
        {/* Below the hero: these images load lazily; the hero text is the page's largest element. */}
        <ProductGrid listing={popular} label="Popular products" aboveTheFold={false} />
      </PopularProducts>
      <GettingStarted copy={copy.steps} />
      <VideoStory copy={copy.video} />
      <Science copy={copy.science} />
      <FaqTeaser copy={copy.faq} />
      <CallToAction copy={copy.cta} />
      <NewsletterBand />
    </>
  )
}
