import type { Route } from './+types/about-grounding'
import { CoreBenefits } from '~/components/about/core-benefits'
import { AboutHero } from '~/components/about/hero'
import { HowItWorks } from '~/components/about/how-it-works'
import { MoreBenefits } from '~/components/about/more-benefits'
import { Research } from '~/components/about/research'
import { ShopLinks } from '~/components/about/shop-links'
import { AboutTestimonials } from '~/components/about/testimonials'
import { HealthNote } from '~/components/home/health-note'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.aboutGrounding)

/** SPEC §2 "About grounding", with the anchors #benefits, #science and #how-it-works. */
export default function AboutGrounding() {
  return (
    <>
      <AboutHero />
      <CoreBenefits />
      <MoreBenefits />
      <Research />
      <HowItWorks />
      <AboutTestimonials />
      <ShopLinks />
      <div className="bg-brand-50 pb-10">
        <HealthNote className="px-4 text-center" />
      </div>
    </>
  )
}
