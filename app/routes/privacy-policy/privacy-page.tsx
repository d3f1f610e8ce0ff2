import type { PrivacySection } from '~/content/policies/privacy'
import { useCopy } from '~/i18n/use-copy'

function SectionContent({ section }: { section: PrivacySection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-4">
      <h2 id={`${section.id}-heading`} className="font-display text-2xl font-bold text-stone-900">
        {section.title}
      </h2>
      <div className="mt-3 space-y-3 text-stone-700">
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {section.points ? (
          <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
            {section.points.map((point) => (
              <li key={point.text}>
                {point.lead ? <strong className="font-semibold text-stone-900">{point.lead} </strong> : null}
                {point.href ? (
                  <a href={point.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                    {point.text}
                  </a>
                ) : (
                  point.text
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {section.after?.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </section>
  )
}

/** The privacy policy: a table of contents beside the sections on wide screens. */
export function PrivacyPolicyBody() {
  const { privacyCopy: copy } = useCopy('policies/privacy')
  return (
    // One column no wider than the screen on a phone (an auto track grew to the contents' width).
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
      <nav aria-label={copy.tocLabel} className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)] lg:self-start">
        <h2 className="text-sm font-semibold tracking-wider text-stone-600 uppercase">{copy.tocLabel}</h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {copy.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="block rounded-md px-2 py-1.5 text-stone-700 hover:bg-earth-50 hover:text-brand-800">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-10 pb-6">
        {copy.sections.map((section) => (
          <SectionContent key={section.id} section={section} />
        ))}
      </div>
    </div>
  )
}
