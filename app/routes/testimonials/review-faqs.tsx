import { Icon } from '~/components/icon'
import type { ReviewFaq, SectionCopy } from '~/content/testimonials'
import { PageBand } from '~/components/ui/page-band'
import { WRITTEN_IN } from '~/features/reviews/written-in'

/** The four questions about reviews: native disclosures, one open at a time. */
export function ReviewFaqs({ faqs, copy }: { faqs: ReviewFaq[]; copy: SectionCopy['faqs'] }) {
  return (
    <PageBand id="review-faqs" title={copy.title} tone="earth">
      <div className="mt-6 max-w-3xl space-y-3">
        {faqs.map((q) => (
          <details key={q.id} id={q.id} name="review-faq" className="group rounded-2xl border border-stone-200 bg-white shadow-sm open:border-brand-300">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
              <span lang={WRITTEN_IN}>{q.question}</span>
              <Icon name="chevron-down" className="mt-0.5 size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p lang={WRITTEN_IN} className="border-t border-stone-100 px-5 pt-3 pb-5 text-stone-800">
              {q.answer}
            </p>
          </details>
        ))}
      </div>
    </PageBand>
  )
}
