import { BenefitIcon } from '~/components/benefit-icon'
import { Section, SectionHeading } from '~/components/ui/section'
import type { AboutCopy } from '~/content/about'

/** The three science-backed benefits (`#benefits`): problem, how grounding helps, outcome, stat. */
export function CoreBenefits({ copy }: { copy: AboutCopy['benefits'] }) {
  return (
    <Section id="benefits" labelledBy="about-benefits-heading">
      <SectionHeading id="about-benefits-heading" eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <ul className="mt-12 space-y-8">
        {copy.items.map((benefit) => (
          <li key={benefit.id} className="grid overflow-hidden rounded-3xl ring-1 ring-stone-200 lg:grid-cols-[1fr_2fr]">
            <div className="flex flex-col justify-between gap-6 bg-brand-50 p-6 md:p-8">
              <div>
                <BenefitIcon name={benefit.icon} className="bg-white" />
                <h3 className="mt-4 font-display text-2xl font-bold text-stone-900">{benefit.title}</h3>
              </div>
              <p className="flex flex-col">
                <span className="font-display text-5xl font-bold text-brand-700">{benefit.stat.value}</span>
                <span className="mt-1 text-sm text-stone-600">{benefit.stat.label}</span>
              </p>
            </div>
            <dl className="grid gap-6 bg-white p-6 md:grid-cols-3 md:p-8">
              {(['problem', 'howItHelps', 'outcome'] as const).map((key) => (
                <div key={key}>
                  <dt className="text-xs font-semibold tracking-wider text-accent-600 uppercase">{copy.labels[key]}</dt>
                  <dd className="mt-2 text-stone-700">{benefit[key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  )
}
