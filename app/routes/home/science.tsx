import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import type { HomeCopy } from '~/content/home'
import { HealthNote } from '~/components/health-note'
import { Section, SectionHeading } from '~/components/ui/section'

/** Three findings from the research, and where to read more. */
export function Science({ copy }: { copy: HomeCopy['science'] }) {
  return (
    <Section labelledBy="home-science-heading">
      <SectionHeading id="home-science-heading" eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <ul className="science-stats">
        {copy.stats.map((stat) => (
          <li key={stat.label} className="flex flex-col px-2">
            <span className="science-stat">{stat.value}</span>
            <span className="mt-1 text-xs text-stone-600 md:text-sm">{stat.label}</span>
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {copy.findings.map((finding) => (
          <li key={finding.topic} className="finding-card">
            <Icon name="microscope" className="size-6 text-brand-600" aria-hidden="true" />
            <h3 className="finding-title">{finding.topic}</h3>
            <p className="mt-2 flex-1 text-stone-700">{finding.text}</p>
            <p className="mt-4 text-sm font-medium text-stone-600">{finding.source}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="science-badge">
          <Icon name="badge-check" className="size-4" aria-hidden="true" />
          {copy.badge}
        </p>
        <Link to={copy.link.to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {copy.link.label} →
        </Link>
        <HealthNote note={copy.note} />
      </div>
    </Section>
  )
}
