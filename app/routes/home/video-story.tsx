import { Play } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { HomeCopy } from '~/content/home'
import { VideoPoster } from '~/components/artwork/artwork'
import { Section, SectionHeading } from '~/components/ui/section'

/**
 * The featured customer story (`#video-testimonial`). The video is not filmed yet, so the
 * poster says so, and pressing play explains instead of loading anything from elsewhere.
 */
export function VideoStory({ copy }: { copy: HomeCopy['video'] }) {
  const [pressed, setPressed] = useState(false)
  return (
    <Section id="video-testimonial" labelledBy="home-video-heading" className="bg-brand-900">
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div className="relative overflow-hidden rounded-2xl shadow-xl ring-1 ring-brand-700">
          <VideoPoster className="block aspect-video w-full" />
          <span className="absolute top-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-900">
            {copy.badge}
          </span>
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
            {pressed ? null : (
              <button
                type="button"
                onClick={() => setPressed(true)}
                aria-label={copy.play}
                className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-lg transition hover:scale-105 hover:bg-white md:size-20"
              >
                <Play className="ml-1 size-7 fill-current md:size-9" aria-hidden="true" />
              </button>
            )}
            <p
              role="status"
              className={pressed ? 'max-w-md rounded-xl bg-brand-900/90 p-4 text-sm text-white shadow-lg md:text-base' : 'sr-only'}
            >
              {pressed ? copy.placeholder : ''}
            </p>
          </div>
        </div>
        <div>
          <SectionHeading id="home-video-heading" eyebrow={copy.eyebrow} title={copy.heading} align="left" tone="dark" />
          <blockquote className="mt-6 text-lg text-brand-50">
            <p>“{copy.quote}”</p>
          </blockquote>
          <p className="mt-4 text-sm text-brand-200">
            <span className="font-semibold text-white">{copy.person}</span>
            <br />
            {copy.product}
          </p>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl bg-brand-800 p-4">
              <dt className="text-xs font-semibold tracking-wider text-brand-200 uppercase">Before</dt>
              <dd className="mt-1 text-sm text-white">{copy.before}</dd>
            </div>
            <div className="rounded-xl bg-brand-800 p-4">
              <dt className="text-xs font-semibold tracking-wider text-brand-200 uppercase">After</dt>
              <dd className="mt-1 text-sm text-white">{copy.after}</dd>
            </div>
          </dl>
          <Link to={copy.more.to} className="mt-6 inline-block font-semibold text-white underline underline-offset-4 hover:text-brand-100">
            {copy.more.label} →
          </Link>
        </div>
      </div>
    </Section>
  )
}
