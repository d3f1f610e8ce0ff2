import { Link } from 'react-router'
import type { Route } from './+types/home'
import { buttonClass } from '~/components/ui/button'
import { pages } from '~/content/pages'
import { NewsletterBand } from '~/features/newsletter/newsletter-band'
import { claims } from '~/content/shop'
import { pageMeta, siteUrlFrom } from '~/lib/seo'
import { organizationJsonLd, websiteJsonLd } from '~/lib/structured-data'

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches)
  return pageMeta(matches, pages.home, { jsonLd: [organizationJsonLd(siteUrl), websiteJsonLd(siteUrl)] })
}

export default function Home() {
  return (
    <>
    <section className="bg-gradient-to-br from-brand-50 via-white to-earth-50">
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
          {claims.ratingText} from {claims.reviewCountText} reviews
        </p>
        <h1 className="mt-3 max-w-3xl font-display text-4xl font-bold tracking-tight text-stone-900 md:text-6xl">
          {pages.home.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-700">{pages.home.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/shop-all" className={buttonClass({ size: 'lg' })}>
            Shop all products
          </Link>
          <Link to="/about-grounding" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
            Learn about grounding
          </Link>
        </div>
      </div>
    </section>
    <NewsletterBand />
    </>
  )
}
