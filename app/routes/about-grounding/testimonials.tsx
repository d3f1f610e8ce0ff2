import { Icon } from '~/components/icon'
import { Section, SectionHeading } from '~/components/ui/section'
import { Stars } from '~/components/ui/stars'
import type { AboutCopy } from '~/content/about'

/** Three customers: before, after and what changed. */
export function AboutTestimonials({ copy }: { copy: AboutCopy['testimonials'] }) {
  return (
    <Section labelledBy="about-testimonials-heading">
      <SectionHeading id="about-testimonials-heading" title={copy.heading} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {copy.items.map((t) => (
          <li key={t.name}>
            <article aria-label={t.name} className="review-card">
              <div className="flex items-center justify-between gap-2">
                <Stars rating={t.rating} />
                {t.verified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                    <Icon name="badge-check" className="size-3.5" aria-hidden="true" />
                    {copy.verified}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{t.name}</h3>
              <p className="text-sm text-stone-600">{t.product}</p>
              <dl className="mt-4 flex-1 space-y-3 text-sm">
                <div>
                  <dt className="font-semibold text-stone-500">{copy.beforeLabel}</dt>
                  <dd className="text-stone-700">{t.before}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-brand-700">{copy.afterLabel}</dt>
                  <dd className="text-stone-700">{t.after}</dd>
                </div>
              </dl>
              <p className="mt-5 rounded-xl bg-earth-50 px-4 py-3 text-sm font-semibold text-earth-700">{t.metric}</p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
