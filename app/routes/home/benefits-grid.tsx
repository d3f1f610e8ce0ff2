import type { HomeCopy } from '~/content/home'
import { BenefitIcon } from '~/components/benefit-icon'
import { HealthNote } from '~/components/health-note'
import { Section, SectionHeading } from '~/components/ui/section'

/** Better sleep, less pain and inflammation, more energy. */
export function BenefitsGrid({ copy }: { copy: HomeCopy['benefits'] }) {
  return (
    <Section labelledBy="home-benefits-heading">
      <SectionHeading id="home-benefits-heading" title={copy.heading} intro={copy.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {copy.items.map((benefit) => (
          <li key={benefit.title} className="benefit-card">
            <BenefitIcon name={benefit.icon} />
            <h3 className="benefit-title">{benefit.title}</h3>
            <p className="mt-2 text-stone-700">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <HealthNote note={copy.note} className="mt-8 text-center" />
    </Section>
  )
}
