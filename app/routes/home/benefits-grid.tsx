import type { HomeCopy } from '~/content/home'
import { BenefitIcon } from '~/components/benefit-icon'
import { HealthNote } from '~/components/health-note'
import { Section, SectionHeading } from '~/components/ui/section'

/** Better sleep, less pain and inflammation, more energy. */
export function BenefitsGrid({ copy }: { copy: HomeCopy['benefits'] }) {
  return (
    <Section compact labelledBy="home-benefits-heading">
      <SectionHeading id="home-benefits-heading" title={copy.heading} intro={copy.intro} introFromSm />
      {/* On a phone a row to swipe, so the products come within four screens (issue 34). */}
      {/* Focusable, so the row scrolls from the keyboard too (WCAG 2.1.1, the scrollable-region pattern). */}
      <ul
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-labelledby="home-benefits-heading"
        className="-mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:mx-0 md:mt-10 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
      >
        {copy.items.map((benefit) => (
          <li key={benefit.title} className="benefit-card w-[82%] shrink-0 snap-center md:w-auto">
            <BenefitIcon name={benefit.icon} />
            <h3 className="benefit-title">{benefit.title}</h3>
            <p className="mt-2 text-sm text-stone-700 sm:text-base">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <HealthNote note={copy.note} className="mt-6 text-center md:mt-8" />
    </Section>
  )
}
