import type { GalleryScene, SectionCopy, VideoStory } from '~/content/testimonials'
import type { Scene } from '~/content/testimonials-scenes'
import { PageBand } from '~/components/ui/page-band'
import { SceneArt } from './scene-art'
import { WRITTEN_IN } from '~/features/reviews/written-in'

/** Six customers' stories: a drawn poster of their scene, their line, and the transcript. */
export function VideoStories({ videos, scenes, copy }: { videos: VideoStory[]; scenes: Record<GalleryScene, Scene>; copy: SectionCopy['videos'] }) {
  if (videos.length === 0) return null
  return (
    <PageBand id="video-stories" title={copy.title} intro={copy.intro} tone="earth">
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((v) => (
          <li key={v.id} className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <SceneArt scene={scenes[v.scene]} className="aspect-video w-full" slice />
            <article aria-labelledby={`${v.id}-title`} className="flex flex-1 flex-col p-5">
              <h3 id={`${v.id}-title`} lang={WRITTEN_IN} className="font-semibold text-stone-900">
                {v.title}
              </h3>
              <p className="text-sm text-stone-600">{v.name}</p>
              <blockquote lang={WRITTEN_IN} className="mt-3 font-display text-lg leading-snug text-brand-900">
                <p>“{v.quote}”</p>
              </blockquote>
              <details className="group mt-4 text-sm text-stone-700">
                <summary className="cursor-pointer font-semibold text-brand-700 hover:text-brand-800">{copy.transcript}</summary>
                {v.transcript.map((para) => (
                  <p key={para} lang={WRITTEN_IN} className="mt-2">
                    {para}
                  </p>
                ))}
              </details>
            </article>
          </li>
        ))}
      </ul>
    </PageBand>
  )
}
