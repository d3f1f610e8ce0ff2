import type { Route } from './+types/route'
import { CoreBenefits } from './core-benefits'
import { AboutHero } from './hero'
import { HowItWorks } from './how-it-works'
import { MoreBenefits } from './more-benefits'
import { Research } from './research'
import { ShopLinks } from './shop-links'
import { AboutTestimonials } from './testimonials'
import { HealthNote } from '~/components/health-note'
import { about } from '~/content/about'
import { pages } from '~/content/pages'
import { headTags, pageHead } from '~/lib/seo'

/** The page's copy travels as loader data: once in the HTML, not again in the JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead(context.siteUrl, pages.aboutGrounding), crumb: pages.aboutGrounding.crumb, copy: about }
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

/** SPEC §2 "About grounding", with the anchors #benefits, #science and #how-it-works. */
export default function AboutGrounding({ loaderData: { crumb, copy } }: Route.ComponentProps) {
  return (
    <>
      <AboutHero crumb={crumb} copy={copy.hero} />
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
