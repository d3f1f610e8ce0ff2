import { Icon } from '~/components/icon'
import { buttonClass } from '~/components/ui/button'
import type { HomeCopy } from '~/content/home'
import { HeroIllustration } from '~/components/artwork/artwork'
import { ScrollLink } from '~/components/ui/scroll-link'

/** The first screen: the promise, the two ways in, and why to trust it. Its largest element is the heading text. */
export function Hero({ copy }: { copy: HomeCopy['hero'] }) {
  return (
    <section aria-labelledby="home-hero-heading" className="overflow-hidden bg-gradient-to-br from-brand-50 via-white to-earth-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="hero-eyebrow">
            <Icon name="star" className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            {copy.eyebrow}
          </p>
          <h1 id="home-hero-heading" className="hero-title">
            {copy.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-stone-700">{copy.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ScrollLink href={copy.primary.href} className={buttonClass({ size: 'lg' })}>
              {copy.primary.label}
            </ScrollLink>
            <ScrollLink href={copy.secondary.href} className={buttonClass({ size: 'lg', variant: 'secondary' })}>
              {copy.secondary.label}
            </ScrollLink>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm font-medium text-stone-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {copy.trust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="circle-check" className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration label={copy.illustrationLabel} className="mx-auto aspect-[6/5] w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  )
}
