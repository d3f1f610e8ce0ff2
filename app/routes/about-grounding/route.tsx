import type { Route } from './+types/route'
import { CoreBenefits } from '~/routes/about-grounding/core-benefits'
import { AboutHero } from '~/routes/about-grounding/hero'
import { HowItWorks } from '~/routes/about-grounding/how-it-works'
import { MoreBenefits } from '~/routes/about-grounding/more-benefits'
import { Research } from '~/routes/about-grounding/research'
import { ShopLinks } from '~/routes/about-grounding/shop-links'
import { AboutTestimonials } from '~/routes/about-grounding/testimonials'
import { HealthNote } from '~/components/health-note'
import { about } from '~/content/about'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

/** The page's copy travels as loader data: once in the HTML, not again in the JavaScript. */
export function loader() {
  return { copy: about }
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.aboutGrounding)

/** SPEC §2 "About grounding", with the anchors #benefits, #science and #how-it-works. */
export default function AboutGrounding({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <AboutHero copy={copy.hero} />
      <CoreBenefits copy={copy.benefits} />
      <MoreBenefits copy={copy.moreBenefits} />
      <Research copy={copy.research} />
      <HowItWorks copy={copy.howItWorks} />
      <AboutTestimonials copy={copy.testimonials} />
      <ShopLinks copy={copy.shop} />
      <div className="bg-brand-50 pb-10">
        <HealthNote note={copy.healthNote} className="px-4 text-center" />
      </div>
    </>
  )
}
