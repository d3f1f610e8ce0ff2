import type { GalleryPhoto, GalleryScene, SectionCopy } from '~/content/testimonials'
import type { Scene } from '~/content/testimonials-scenes'
import { SceneArt } from './scene-art'
import { PageBand } from '~/components/ui/page-band'
import { WRITTEN_IN } from '~/features/reviews/written-in'

/** Eight customer set-ups, drawn, each with its caption. */
export function PhotoGallery({ photos, scenes, copy }: { photos: GalleryPhoto[]; scenes: Record<GalleryScene, Scene>; copy: SectionCopy['gallery'] }) {
  return (
    <PageBand id="gallery" title={copy.title} intro={copy.intro}>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
        {photos.map((p) => (
          <li key={p.id}>
            <figure>
              <SceneArt scene={scenes[p.scene]} className="aspect-square w-full rounded-2xl" />
              <figcaption lang={WRITTEN_IN} className="mt-2 text-sm text-stone-700">
                {p.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageBand>
  )
}
