import { Icon } from '~/components/icon'
import { Section, SectionHeading } from '~/components/ui/section'
import type { AboutCopy } from '~/content/about'
import { cn } from '~/lib/cn'

/** The four cited studies with links to the originals, and the research in numbers (`#science`). */
export function Research({ copy }: { copy: AboutCopy['research'] }) {
  return (
    <Section id="science" labelledBy="about-science-heading">
      <SectionHeading id="about-science-heading" eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <ol className="mt-12 grid gap-6 md:grid-cols-2">
        {copy.studies.map((study) => (
          <li key={study.url} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <p className="flex items-center gap-2 text-sm font-semibold text-accent-600">
              <Icon name="book-open" className="size-4" aria-hidden="true" />
              {study.authors} ({study.year})
            </p>
            <h3 className="mt-3 text-lg leading-snug font-semibold text-stone-900">{study.title}</h3>
            <p className="mt-1 text-sm text-stone-600 italic">{study.journal}</p>
            <p className="mt-4 flex-1 text-stone-700">{study.finding}</p>
            <a
              href={study.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex items-center gap-1.5 self-start rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {copy.readStudy}
              <Icon name="external-link" className="size-4" aria-hidden="true" />
              <span className="sr-only">{copy.readStudyMore({ title: study.title })}</span>
            </a>
          </li>
        ))}
      </ol>
      <div className="mt-14 rounded-3xl bg-brand-900 px-6 py-10 text-white md:px-10">
        <h3 className="text-center font-display text-2xl font-bold">{copy.highlightsHeading}</h3>
        <ul className="mt-8 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {copy.highlights.map((h) => (
            <li key={h.label} className="flex flex-col">
              <span className={cn('font-display font-bold md:text-4xl', h.value.length > 6 ? 'text-2xl max-[374px]:text-xl' : 'text-3xl')}>{h.value}</span>
              <span className="mt-1 text-sm text-brand-200">{h.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
