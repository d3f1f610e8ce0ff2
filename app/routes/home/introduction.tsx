import { Link } from 'react-router'
import type { HomeCopy } from '~/content/home'
import { Section, SectionHeading } from '~/components/ui/section'

/** What grounding is, in three paragraphs. */
export function Introduction({ copy }: { copy: HomeCopy['introduction'] }) {
  return (
    <Section labelledBy="home-intro-heading" className="bg-brand-50">
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <SectionHeading id="home-intro-heading" eyebrow={copy.eyebrow} title={copy.heading} align="left" />
          <div className="mt-6 max-w-2xl space-y-4 text-lg text-stone-700">
            {copy.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <Link to={copy.link.to} className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
            {copy.link.label} →
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-1">
          {copy.stats.map((stat) => (
            <li key={stat.label} className="intro-stat">
              <span className="font-display text-4xl font-bold text-brand-700">{stat.value}</span>
              <span className="mt-1 text-sm text-stone-600">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
