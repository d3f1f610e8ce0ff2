import { Icon } from '~/components/icon'
import type { HomeCopy } from '~/content/home'
import { Section, SectionHeading } from '~/components/ui/section'

/** What brings people to grounding. */
export function ProblemList({ copy }: { copy: HomeCopy['problems'] }) {
  return (
    <Section compact labelledBy="home-problems-heading">
      <div className="grid gap-6 md:gap-10 lg:grid-cols-2 lg:items-start">
        {/* The list says it on a phone; the intro joins it on larger screens. */}
        <SectionHeading id="home-problems-heading" title={copy.heading} intro={copy.intro} introFromSm align="left" />
        <div>
          <ul className="space-y-1.5 md:space-y-3">
            {copy.items.map((item) => (
              <li key={item} className="problem-item">
                <Icon name="circle-exclamation-point" className="problem-icon" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-lg font-semibold text-brand-800 md:mt-6">{copy.outro}</p>
        </div>
      </div>
    </Section>
  )
}
