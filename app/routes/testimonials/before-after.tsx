import { Icon } from '~/components/icon'
import { type BeforeAfterKind, type SectionCopy, type Testimonial } from '~/content/testimonials'
import { WRITTEN_IN } from '~/features/reviews/written-in'
import { useCopy } from '~/i18n/use-copy'
import { PageBand } from '~/components/ui/page-band'
import { Stars } from '~/components/ui/stars'

const accents: Record<BeforeAfterKind, string> = { sleep: 'bg-sky-500', pain: 'bg-rose-500', energy: 'bg-amber-500', recovery: 'bg-brand-500' }

/** Four before/after cards: sleep, pain, energy and athletic recovery. */
export function BeforeAfter({ cards, copy }: { cards: Testimonial[]; copy: SectionCopy['beforeAfter'] }) {
  const { reviewCardCopy } = useCopy('review-card')
  return (
    <PageBand id="before-after" title={copy.title} tone="earth">
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((t) => {
          return (
            <li key={t.id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <h3 lang={WRITTEN_IN} className="flex items-center gap-2 font-semibold text-stone-900">
                <span className={`size-2.5 rounded-full ${accents[t.kind]}`} aria-hidden="true" />
                {t.title}
              </h3>
              <dl className="mt-4 flex-1 space-y-2 text-sm">
                <div className="rounded-xl bg-stone-100 p-3">
                  <dt className="font-semibold text-stone-600">{copy.before}</dt>
                  <dd lang={WRITTEN_IN} className="text-stone-800">
                    {t.before}
                  </dd>
                </div>
                <div className="rounded-xl bg-brand-50 p-3">
                  <dt className="font-semibold text-brand-800">{copy.after}</dt>
                  <dd lang={WRITTEN_IN} className="text-stone-800">
                    {t.after}
                  </dd>
                </div>
              </dl>
              <p lang={WRITTEN_IN} className="mt-4 font-bold text-brand-800">
                {t.metric}
              </p>
              <div className="mt-3 flex items-center justify-between gap-2 border-t border-stone-100 pt-3 text-sm">
                <span className="font-medium text-stone-900">{t.name}</span>
                <Stars rating={t.rating} />
              </div>
              {t.verified ? (
                <p className="mt-2 flex items-center gap-1 text-xs font-semibold text-brand-800">
                  <Icon name="badge-check" className="size-4" aria-hidden="true" />
                  {reviewCardCopy.verified}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </PageBand>
  )
}
