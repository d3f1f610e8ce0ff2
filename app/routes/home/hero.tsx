import { Icon } from '~/components/icon'
import { buttonClass } from '~/components/ui/button'
import type { HomeCopy } from '~/content/home'
import { HeroIllustration } from '~/components/artwork/artwork'
import { ScrollLink } from '~/components/ui/scroll-link'

/** Above the fold: the promise, the two ways in, and why to trust it. Its largest element is the heading text. */
export function Hero({ copy }: { copy: HomeCopy['hero'] }) {
  return (
    <section aria-labelledby="home-hero-heading" className="overflow-hidden bg-gradient-to-br from-brand-50 via-white to-earth-50">
      <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-8 md:gap-10 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="hero-eyebrow">
            <Icon name="star" className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            {copy.eyebrow}
          </p>
          <h1 id="home-hero-heading" className="hero-title">
            {copy.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-stone-700 md:mt-5 md:text-lg">{copy.lead}</p>
          <div className="mt-6 flex flex-wrap gap-3 md:mt-8">
            <ScrollLink href={copy.primary.href} className={buttonClass({ size: 'lg' })}>
              {copy.primary.label}
            </ScrollLink>
            <ScrollLink href={copy.secondary.href} className={buttonClass({ size: 'lg', variant: 'secondary' })}>
              {copy.secondary.label}
            </ScrollLink>
          </div>
          <ul className="mt-6 flex flex-col gap-2 text-sm md:mt-8 font-medium text-stone-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {copy.trust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="circle-check" className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        {/* Not on a phone: the words and the buttons are above the fold there, and the products come sooner. */}
        <HeroIllustration label={copy.illustrationLabel} className="mx-auto hidden aspect-[6/5] w-full max-w-md sm:block lg:max-w-none" />
      </div>
    </section>
  )
}
