import type { Route } from './+types/route'
import { BenefitsGrid } from '~/routes/home/benefits-grid'
import { CallToAction } from '~/routes/home/call-to-action'
import { CategoryTiles } from '~/routes/home/category-tiles'
import { FaqTeaser } from '~/routes/home/faq-teaser'
import { GettingStarted } from '~/routes/home/getting-started'
import { Hero } from '~/routes/home/hero'
import { Introduction } from '~/routes/home/introduction'
import { PopularProducts } from '~/routes/home/popular-products'
import { ProblemList } from '~/routes/home/problem-list'
import { Reviews } from '~/routes/home/reviews'
import { Science } from '~/routes/home/science'
import { VideoStory } from '~/routes/home/video-story'
import { home } from '~/content/home'
import { loadListing } from '~/features/catalog/listing.server'
import { ProductGrid } from '~/features/catalog/product-grid'
import { pages } from '~/content/pages'
import { NewsletterBand } from '~/features/newsletter/newsletter-band'
import { pageMeta, siteUrlFrom } from '~/lib/seo'
import { faqPageJsonLd, organizationJsonLd, websiteJsonLd } from '~/lib/structured-data'

/** Best sellers shown in the popular-products section. */
const POPULAR_COUNT = 4

/** The page's copy travels as loader data: once in the HTML, not again in the JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  return { copy: home, popular: loadListing(context, { limit: POPULAR_COUNT }) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches)
  const faq = loaderData ? [faqPageJsonLd(loaderData.copy.faq.items)] : []
  return pageMeta(matches, pages.home, { jsonLd: [organizationJsonLd(siteUrl), websiteJsonLd(siteUrl), ...faq] })
}

/** SPEC §2 "Home": the sections in the specified order. */
export default function Home({ loaderData: { copy, popular } }: Route.ComponentProps) {
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
