import { Link } from '~/components/link'
import type { HomeCopy } from '~/content/home'
import { VideoPoster } from '~/components/artwork/artwork'
import { Section, SectionHeading } from '~/components/ui/section'

/**
 * The featured customer story (`#video-testimonial`, where the hero's button leads): the drawn
 * poster, Sarah's words, before and after, and her story in full. Nothing plays or loads from
 * elsewhere; it is server-rendered markup with no script of its own.
 */
export function VideoStory({ copy }: { copy: HomeCopy['video'] }) {
  return (
    <Section id="video-testimonial" labelledBy="home-video-heading" className="bg-brand-900">
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <figure className="overflow-hidden rounded-2xl shadow-xl ring-1 ring-brand-700">
          <VideoPoster className="block aspect-video w-full" />
          <figcaption className="bg-brand-800 px-4 py-2 text-sm text-brand-100">{copy.posterLabel}</figcaption>
        </figure>
        <div>
          <SectionHeading id="home-video-heading" eyebrow={copy.eyebrow} title={copy.heading} align="left" tone="dark" />
          <blockquote className="mt-6 font-display text-lg text-brand-50 md:text-xl">
            <p>“{copy.quote}”</p>
          </blockquote>
          <p className="mt-4 text-sm text-brand-200">
            <span className="font-semibold text-white">{copy.person}</span>
            <br />
            {copy.product}
          </p>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl bg-brand-800 p-4">
              <dt className="text-xs font-semibold tracking-wider text-brand-200 uppercase">{copy.beforeLabel}</dt>
              <dd className="mt-1 text-sm text-white">{copy.before}</dd>
            </div>
            <div className="rounded-xl bg-brand-800 p-4">
              <dt className="text-xs font-semibold tracking-wider text-brand-200 uppercase">{copy.afterLabel}</dt>
              <dd className="mt-1 text-sm text-white">{copy.after}</dd>
            </div>
          </dl>
          <details className="mt-6 text-sm text-brand-50">
            <summary className="cursor-pointer font-semibold text-white underline underline-offset-4 hover:text-brand-100">{copy.transcriptLabel}</summary>
            {copy.transcript.map((para) => (
              <p key={para} className="mt-3">
                {para}
              </p>
            ))}
          </details>
          <Link to={copy.more.to} className="mt-6 inline-block font-semibold text-white underline underline-offset-4 hover:text-brand-100">
            {copy.more.label} →
          </Link>
        </div>
      </div>
    </Section>
  )
}
