import { type CommunityPost, fill, type GalleryScene, type SectionCopy } from '~/content/testimonials'
import type { Scene } from '~/content/testimonials-scenes'
import { SceneArt } from './scene-art'
import { PageBand } from '~/components/ui/page-band'

/** Eight community tiles: drawn placeholders, nothing is loaded from Instagram. */
export function InstagramPlaceholders({ posts, scenes, copy }: { posts: CommunityPost[]; scenes: Record<GalleryScene, Scene>; copy: SectionCopy['instagram'] }) {
  return (
    <PageBand id="community" title={copy.title} intro={copy.intro}>
      <ul className="mt-8 grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-8">
        {posts.map((p) => (
          <li key={p.id} className="relative overflow-hidden rounded-xl">
            <SceneArt scene={scenes[p.scene]} className="aspect-square w-full" />
            <span className="absolute inset-x-0 bottom-0 truncate bg-black/60 px-1.5 py-0.5 text-[0.625rem] text-white sm:px-2 sm:py-1 sm:text-xs">
              <span className="sr-only">{copy.placeholder}: </span>
              {p.tag}
            </span>
          </li>
        ))}
      </ul>
    </PageBand>
  )
}

/** Four empty logo frames for the press that writes about the shop. */
export function PressPlaceholders({ count, copy }: { count: number; copy: SectionCopy['press'] }) {
  return (
    <PageBand id="press" title={copy.title} intro={copy.intro} tone="earth">
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          <li
            key={i}
            className="flex h-24 items-center justify-center rounded-2xl border-2 border-dashed border-stone-300 bg-white px-3 text-center text-sm font-semibold text-stone-600"
          >
            <span>{fill(copy.placeholder, { n: i + 1 })}</span>
          </li>
        ))}
      </ul>
    </PageBand>
  )
}
