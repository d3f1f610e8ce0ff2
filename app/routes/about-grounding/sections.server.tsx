import { CoreBenefits } from './core-benefits'
import { AboutHero } from './hero'
import { HowItWorks } from './how-it-works'
import { MoreBenefits } from './more-benefits'
import { Research } from './research'
import { ShopLinks } from './shop-links'
import { AboutTestimonials } from './testimonials'
import { HealthNote } from '~/components/health-note'
import { about as copy } from '~/content/about'

/**
 * The whole of the about page, with nothing to run in the browser, as server-only markup
 * (decision 065): its in-page links glide and its links to other pages navigate as the
 * fragment's links do.
 */
export const aboutMarkup = {
  'about-grounding': () => (
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
  ),
}
