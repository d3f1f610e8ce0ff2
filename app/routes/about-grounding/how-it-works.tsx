import { Icon, type IconName } from '~/components/icon'
import { Section, SectionHeading } from '~/components/ui/section'
import type { AboutCopy } from '~/content/about'

type Way = AboutCopy['howItWorks']['outdoor']
import { cn } from '~/lib/cn'

function WayCard({ way, limitsLabel, icon, featured }: { way: Way; limitsLabel: string; icon: IconName; featured?: boolean }) {
  return (
    <div className={cn('flex flex-col rounded-3xl p-6 md:p-8', featured ? 'bg-brand-800 text-white' : 'bg-white ring-1 ring-stone-200')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className={cn('flex items-center gap-3 font-display text-2xl font-bold', featured ? 'text-white' : 'text-stone-900')}>
          <Icon name={icon} className={cn('size-7', featured ? 'text-brand-200' : 'text-brand-600')} aria-hidden="true" />
          {way.title}
        </h3>
        <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', featured ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-800')}>
          {way.cost}
        </span>
      </div>
      <ul className="mt-6 space-y-3">
        {way.points.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <Icon name="check" className={cn('mt-0.5 size-5 shrink-0', featured ? 'text-brand-200' : 'text-brand-600')} aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
      <p className={cn('mt-6 text-xs font-semibold tracking-wider uppercase', featured ? 'text-brand-200' : 'text-stone-600')}>{limitsLabel}</p>
      <ul className={cn('mt-2 space-y-2 text-sm', featured ? 'text-brand-100' : 'text-stone-600')}>
        {way.limits.map((limit) => (
          <li key={limit} className="flex items-start gap-2">
            <Icon name="info" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {limit}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Free outdoor grounding beside the indoor products (`#how-it-works`). */
export function HowItWorks({ copy }: { copy: AboutCopy['howItWorks'] }) {
  return (
    <Section id="how-it-works" labelledBy="about-how-heading" className="bg-earth-50">
      <SectionHeading id="about-how-heading" eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <WayCard way={copy.outdoor} limitsLabel={copy.limitsLabel} icon="trees" />
        <WayCard way={copy.indoor} limitsLabel={copy.limitsLabel} icon="house" featured />
      </div>
      <p className="mx-auto mt-8 max-w-2xl text-center text-lg font-medium text-brand-800">{copy.closing}</p>
    </Section>
  )
}
