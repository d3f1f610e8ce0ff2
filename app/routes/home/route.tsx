import { Suspense } from 'react'
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
import { marketOf } from '~/lib/storefront/market'
import { marketFromPath } from '#shared/markets'
import { loadListing } from '~/features/catalog/listing.server'
import { NewsletterBand } from '~/features/newsletter/newsletter-band'
import { headTags, pageHead } from '~/lib/seo'
import { organizationJsonLd, websiteJsonLd } from './site-structured-data'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider, useCopy } from '~/i18n/use-copy'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

/** Best sellers shown in the popular-products section. */
const POPULAR_COUNT = 4

export async function loader({ context }: Route.LoaderArgs) {
  const popular = await loadListing(context, { params: { sort: 'best-selling', cursor: null }, size: POPULAR_COUNT, count: false })
  // The closing perks lead with the market's shipping promise (its amount in its currency).
  const market = marketOf(context.storefront)
  // The head in the page's language, its description naming the market's own shipping.
  const { pages, brandDescription } = await copyModule(market, 'pages.server')
  const { pageCopyIn } = await copyModule(market, 'market-pages')
  return {
    head: pageHead(context.siteUrl, pageCopyIn(pages.home, market)),
    // The Organization structured data's description, in the page's language.
    brandDescription,
    popular,
    shippingPerk: (await copyModule(market, 'market-shipping')).marketShippingCopy.perk(market),
    copy: await pageCopy(market, ['home', 'newsletter']),
  }
}

/**
 * With the head, the site's Organization and WebSite structured data, made here from the home
 * page's URL (the site's own) rather than sent in the data, so the document carries them
 * once. The FAQ teaser's questions are microdata on the accordion itself.
 */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const siteUrl = loaderData?.head.page?.url
  const { market } = marketFromPath(location.pathname)
  const structured = siteUrl
    ? [{ 'script:ld+json': organizationJsonLd(siteUrl, market, loaderData.brandDescription) }, { 'script:ld+json': websiteJsonLd(siteUrl, market) }]
    : []
  return [...headTags(loaderData?.head, location), ...structured]
}

/**
 * The home page's sections, in their order (docs/product.md#home). Below the hero they hydrate in groups of
 * their own (each `<Suspense>` boundary in a task of its own), the one the shopper touches first.
 */
export default function Home({ loaderData: { popular, shippingPerk, copy } }: Route.ComponentProps) {
  return (
    <CopyProvider copy={copy}>
      <HomeSections popular={popular} shippingPerk={shippingPerk} />
    </CopyProvider>
  )
}

function HomeSections({ popular, shippingPerk }: Pick<Route.ComponentProps['loaderData'], 'popular' | 'shippingPerk'>) {
  const { home: copy } = useCopy('home')
  return (
    <>
      <Hero copy={copy.hero} />
      <Suspense>
        <CategoryTiles copy={copy.categories} />
        <Reviews copy={copy.reviews} />
        <ProblemList copy={copy.problems} />
        <Introduction copy={copy.introduction} />
        <BenefitsGrid copy={copy.benefits} />
      </Suspense>
      <Suspense>
        <PopularProducts copy={copy.products} listing={popular} />
      </Suspense>
      <Suspense>
        <GettingStarted copy={copy.steps} />
        <VideoStory copy={copy.video} />
        <Science copy={copy.science} />
        <FaqTeaser copy={copy.faq} />
        <CallToAction copy={{ ...copy.cta, perks: [shippingPerk, ...copy.cta.perks] }} />
      </Suspense>
      <Suspense>
        <NewsletterBand returnTo="/" />
      </Suspense>
    </>
  )
}

/** Shopify's analytics read the home page as its own page type. */
export const handle: AnalyticsHandle = { analytics: () => ({ pageType: 'index' }) }
