import { Suspense } from 'react'
import type { Route } from './+types/route'
import { HealthNote } from '~/components/health-note'
import { marketOf } from '~/lib/storefront/market'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider, useCopy } from '~/i18n/use-copy'
import { headTags, pageHead } from '~/lib/seo'
import { CoreBenefits } from './core-benefits'
import { AboutHero } from './hero'
import { HowItWorks } from './how-it-works'
import { MoreBenefits } from './more-benefits'
import { Research } from './research'
import { ShopLinks } from './shop-links'
import { AboutTestimonials } from './testimonials'

export async function loader({ context }: Route.LoaderArgs) {
  const market = marketOf(context.storefront)
  const { pages } = await copyModule(market, 'pages.server')
  return { head: pageHead(context.siteUrl, pages.aboutGrounding), crumb: pages.aboutGrounding.crumb, copy: await pageCopy(market, ['about']) }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

/**
 * docs/product.md#about-grounding, with the anchors #benefits, #science and #how-it-works. The sections
 * below the fold sit in boundaries of their own, so React hydrates each in a task of its
 * own (decision 083).
 */
export default function AboutGrounding({ loaderData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <AboutSections crumb={loaderData.crumb} />
    </CopyProvider>
  )
}

function AboutSections({ crumb }: { crumb: string }) {
  const { about: copy } = useCopy('about')
  return (
    <>
      <AboutHero copy={copy.hero} crumb={crumb} />
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
