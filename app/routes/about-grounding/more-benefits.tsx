import { BenefitIcon } from '~/components/benefit-icon'
import { Section, SectionHeading } from '~/components/ui/section'
import type { AboutCopy } from '~/content/about'

/** Stress, recovery, wound healing, vitality. */
export function MoreBenefits({ copy }: { copy: AboutCopy['moreBenefits'] }) {
  return (
    <Section labelledBy="about-more-heading" className="bg-earth-50">
      <SectionHeading id="about-more-heading" title={copy.heading} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {copy.items.map((item) => (
          <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <BenefitIcon name={item.icon} />
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{item.title}</h3>
            <p className="mt-2 text-stone-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
