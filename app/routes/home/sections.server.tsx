import { BenefitsGrid } from './benefits-grid'
import { CallToAction } from './call-to-action'
import { CategoryTiles } from './category-tiles'
import { FaqTeaser } from './faq-teaser'
import { GettingStarted } from './getting-started'
import { Hero } from './hero'
import { Introduction } from './introduction'
import { ProblemList } from './problem-list'
import { Reviews } from './reviews'
import { Science } from './science'
import { VideoStory } from './video-story'
import { home as copy } from '~/content/home'
import { JsonLdScript } from '~/components/json-ld.server'
import { organizationJsonLd, websiteJsonLd } from '~/lib/structured-data'

/**
 * The home page's sections that have nothing to run in the browser, as server-only markup
 * (decision 065): the ones above the popular products, with the site's structured data, and the
 * ones between the products and the newsletter band (the FAQ teaser's is microdata on its copy).
 */
export const homeMarkup = {
  'home-upper': (siteUrl: string) => (
    <>
      <JsonLdScript data={organizationJsonLd(siteUrl)} />
      <JsonLdScript data={websiteJsonLd(siteUrl)} />
      <Hero copy={copy.hero} />
      <CategoryTiles copy={copy.categories} />
      <Reviews copy={copy.reviews} />
      <ProblemList copy={copy.problems} />
      <Introduction copy={copy.introduction} />
      <BenefitsGrid copy={copy.benefits} />
    </>
  ),
  'home-lower': () => (
    <>
      <GettingStarted copy={copy.steps} />
      <VideoStory copy={copy.video} />
      <Science copy={copy.science} />
      <FaqTeaser copy={copy.faq} />
      <CallToAction copy={copy.cta} />
    </>
  ),
}
