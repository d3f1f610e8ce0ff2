import type { SectionCopy, VideoPlaceholder } from '~/content/testimonials'
import { PageBand } from '~/components/ui/page-band'

const gradients = [
  'from-brand-700 to-brand-900',
  'from-earth-500 to-earth-700',
  'from-sky-700 to-sky-900',
  'from-amber-600 to-earth-700',
  'from-brand-500 to-sky-800',
  'from-stone-600 to-stone-800',
]

/** Six video stories still to come: drawn frames that say so, with nothing to play or load. */
export function VideoPlaceholders({ videos, copy }: { videos: VideoPlaceholder[]; copy: SectionCopy['videos'] }) {
  return (
    <PageBand id="video-stories" title={copy.title} intro={copy.intro} tone="earth">
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((v, i) => (
          <li key={v.id}>
            <figure>
              <div className={`relative flex aspect-video items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br ${gradients[i % gradients.length]}`}>
                <svg viewBox="0 0 160 90" className="absolute inset-0 size-full opacity-25" aria-hidden="true">
                  <circle cx="30" cy="70" r="40" fill="white" opacity="0.3" />
                  <circle cx="135" cy="15" r="30" fill="white" opacity="0.2" />
                  <path d="M0 75 Q40 55 80 70 T160 62 V90 H0Z" fill="white" opacity="0.35" />
                </svg>
                <span className="relative flex size-14 items-center justify-center rounded-full bg-white/85 text-stone-900 shadow" aria-hidden="true">
                  <svg viewBox="0 0 24 24" className="ml-1 size-6 fill-current">
                    <path d="M7 4.5v15L19.5 12Z" />
                  </svg>
                </span>
                <span className="absolute top-3 left-3 rounded-full bg-black/55 px-2.5 py-1 text-xs font-semibold text-white">{copy.placeholder}</span>
                <span className="absolute right-3 bottom-3 rounded bg-black/55 px-1.5 py-0.5 text-xs text-white">{v.length}</span>
              </div>
              <figcaption className="mt-3">
                <span className="block font-semibold text-stone-900">{v.title}</span>
                <span className="text-sm text-stone-700">{v.name}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageBand>
  )
}
