import type { CommunityPost, GalleryScene, PressMention, SectionCopy } from '~/content/testimonials'
import type { Scene } from '~/content/testimonials-scenes'
import { SceneArt } from './scene-art'
import { PageBand } from '~/components/ui/page-band'
import { WRITTEN_IN } from '~/features/reviews/written-in'

/** Eight set-ups customers shared, drawn from their posts (nothing is loaded from elsewhere). */
export function CommunityTiles({ posts, scenes, copy }: { posts: CommunityPost[]; scenes: Record<GalleryScene, Scene>; copy: SectionCopy['instagram'] }) {
  if (posts.length === 0) return null
  return (
    <PageBand id="community" title={copy.title} intro={copy.intro}>
      <ul className="mt-8 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-8">
        {posts.map((p) => (
          <li key={p.id}>
            <figure className="relative overflow-hidden rounded-xl">
              <SceneArt scene={scenes[p.scene]} className="aspect-square w-full" />
              <figcaption
                lang={WRITTEN_IN}
                className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-2 pt-6 pb-1.5 text-xs text-white"
              >
                <span className="sr-only">{p.caption}, </span>
                <span className="block truncate font-semibold">{p.tag}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageBand>
  )
}

/** The press's words, set in type; the section is left out when there are none. */
export function PressMentions({ mentions, copy }: { mentions: PressMention[]; copy: SectionCopy['press'] }) {
  if (mentions.length === 0) return null
  return (
    <PageBand id="press" title={copy.title} intro={copy.intro} tone="earth">
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {mentions.map((m) => (
          <li key={m.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <figure className="flex flex-1 flex-col">
              <figcaption className="order-first font-display text-lg font-bold tracking-tight text-stone-900 uppercase">{m.outlet}</figcaption>
              <blockquote lang={WRITTEN_IN} className="mt-3 flex-1 text-sm text-stone-700">
                <p>“{m.quote}”</p>
              </blockquote>
            </figure>
          </li>
        ))}
      </ul>
    </PageBand>
  )
}
