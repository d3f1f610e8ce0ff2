import type { SectionCopy, survey } from '~/content/testimonials'
import { PageBand } from '~/components/ui/page-band'

/** The survey's six figures, and whom the survey asked. */
export function StatsGrid({ copy, stats }: { copy: SectionCopy['stats']; stats: typeof survey.stats }) {
  return (
    <PageBand id="results" title={copy.title} tone="brand">
      <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse rounded-2xl bg-white p-3 text-center min-[375px]:p-5 shadow-sm ring-1 ring-brand-100">
            <dt className="mt-1 text-sm [overflow-wrap:anywhere] text-stone-700 max-[374px]:text-xs">{s.label}</dt>
            <dd className="font-display text-2xl font-bold text-brand-800 min-[375px]:text-3xl">{s.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-600">{copy.note}</p>
    </PageBand>
  )
}
