import { Breadcrumbs } from '~/components/breadcrumbs'
import { buttonClass } from '~/components/ui/button'
import type { AboutCopy } from '~/content/about'
import { GroundingArt } from './illustrations'
import { ScrollLink } from '~/components/ui/scroll-link'

/** Breadcrumb, heading and the two ways on: to the products, or down into the science. */
export function AboutHero({ copy, crumb }: { copy: AboutCopy['hero']; crumb: string }) {
  return (
    <>
      <Breadcrumbs current={crumb} />
      <section aria-labelledby="about-hero-heading" className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <svg viewBox="0 0 1200 200" preserveAspectRatio="none" aria-hidden="true" className="absolute inset-x-0 bottom-0 h-24 w-full text-brand-600/40 md:h-32">
          <path d="M0 120c200-60 400-60 600 0s400 60 600 0v80H0z" fill="currentColor" />
          <path d="M0 160c200-40 400-40 600 0s400 40 600 0v40H0z" fill="currentColor" />
        </svg>
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pt-14 pb-24 md:pt-20 md:pb-32 lg:grid-cols-[1.5fr_1fr] lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">{copy.eyebrow}</p>
            <h1 id="about-hero-heading" className="mt-3 max-w-3xl font-display text-4xl leading-tight font-bold tracking-tight md:text-6xl">
              {copy.heading}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-100">{copy.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ScrollLink href={copy.shop.href} className={buttonClass({ variant: 'accent', size: 'lg' })}>
                {copy.shop.label}
              </ScrollLink>
              <ScrollLink
                href={copy.read.href}
                className={buttonClass({ size: 'lg', className: 'border border-white/70 bg-transparent text-white hover:bg-white/10' })}
              >
                {copy.read.label}
              </ScrollLink>
            </div>
            <ul className="mt-10 grid max-w-xl grid-cols-3 gap-3 sm:gap-4">
              {copy.facts.map((fact) => (
                <li key={fact.label} className="flex flex-col">
                  {/* A third of a 320 px phone holds "10,000+" at xl. */}
                  <span className="font-display text-xl font-bold min-[375px]:text-2xl sm:text-3xl md:text-4xl">{fact.value}</span>
                  <span className="text-sm text-brand-200">{fact.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <GroundingArt className="hidden aspect-[10/9] w-full max-w-md lg:block" />
        </div>
      </section>
    </>
  )
}
