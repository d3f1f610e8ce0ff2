import { Suspense } from 'react'
import type { Route } from './+types/route'
import { HealthNote } from '~/components/health-note'
import { about as copy } from '~/content/about'
import { pageCopyFor } from '~/lib/seo.server'
import { marketOf } from '~/lib/storefront/market'
import { headTags, pageHead } from '~/lib/seo'
import { CoreBenefits } from './core-benefits'
import { AboutHero } from './hero'
import { HowItWorks } from './how-it-works'
import { MoreBenefits } from './more-benefits'
import { Research } from './research'
import { ShopLinks } from './shop-links'
import { AboutTestimonials } from './testimonials'

export function loader({ context }: Route.LoaderArgs) {
  // The page's title, description and heading in its language.
  const page = pageCopyFor(marketOf(context.storefront), 'aboutGrounding')
  return { head: pageHead(context.siteUrl, page), crumb: page.crumb }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

/**
 * docs/product.md#about-grounding, with the anchors #benefits, #science and #how-it-works. The sections
 * below the fold sit in boundaries of their own, so React hydrates each in a task of its
 * own (decision 083).
 */
export default function AboutGrounding({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AboutHero copy={copy.hero} crumb={loaderData.crumb} />
      <CoreBenefits copy={copy.benefits} />
      <Suspense>
        <MoreBenefits copy={copy.moreBenefits} />
        <Research copy={copy.research} />
      </Suspense>
      <Suspense>
        <HowItWorks copy={copy.howItWorks} />
        <AboutTestimonials copy={copy.testimonials} />
      </Suspense>
      <Suspense>
        <ShopLinks copy={copy.shop} />
        <div className="bg-brand-50 pb-10">
          <HealthNote note={copy.healthNote} className="px-4 text-center" />
        </div>
      </Suspense>
    </>
  )
}
