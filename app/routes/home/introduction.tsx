import { Link } from '~/components/link'
import type { HomeCopy } from '~/content/home'
import { Section, SectionHeading } from '~/components/ui/section'

/** What grounding is, in three paragraphs. */
export function Introduction({ copy }: { copy: HomeCopy['introduction'] }) {
  return (
    <Section compact labelledBy="home-intro-heading" className="bg-brand-50">
      <div className="grid gap-6 md:gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <SectionHeading id="home-intro-heading" eyebrow={copy.eyebrow} title={copy.heading} align="left" />
          <div className="mt-4 max-w-2xl space-y-3 text-stone-700 md:mt-6 md:space-y-4 md:text-lg">
            {/* On a phone the first paragraph, and the link to the whole story: the products come sooner. */}
            {copy.paragraphs.map((p, i) => (
              <p key={p} className={i > 0 ? 'hidden sm:block' : undefined}>
                {p}
              </p>
            ))}
          </div>
          <Link to={copy.link.to} className="mt-4 inline-block md:mt-6 font-semibold text-brand-700 underline-offset-4 hover:underline">
            {copy.link.label} →
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-1">
          {copy.stats.map((stat) => (
            <li key={stat.label} className="intro-stat">
              {/* Sized to its half of a 320 px phone: "50,000+" at 4xl was wider than its card. */}
              <span className="font-display text-2xl font-bold text-brand-700 min-[390px]:text-3xl sm:text-4xl">{stat.value}</span>
              <span className="mt-1 text-sm text-stone-600">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
