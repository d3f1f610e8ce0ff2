import type { HomeCopy } from '~/content/home'
import { Section, SectionHeading } from '~/components/ui/section'

/** Three numbered steps from order to grounded. */
export function GettingStarted({ copy }: { copy: HomeCopy['steps'] }) {
  return (
    <Section labelledBy="home-steps-heading">
      <SectionHeading id="home-steps-heading" title={copy.heading} intro={copy.intro} />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {copy.items.map((step, i) => (
          <li key={step.title} className="step-card">
            <span aria-hidden="true" className="step-number">
              {i + 1}
            </span>
            <h3 className="text-xl font-semibold text-stone-900">
              <span className="sr-only">{copy.stepLabel({ n: i + 1 })}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-stone-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
