import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import type { HomeCopy } from '~/content/home'
import { CategoryArtwork } from '~/components/artwork/artwork'
import { Section, SectionHeading } from '~/components/ui/section'

/** The four ways into the shop. */
export function CategoryTiles({ copy }: { copy: HomeCopy['categories'] }) {
  return (
    <Section compact labelledBy="home-categories-heading">
      <SectionHeading id="home-categories-heading" title={copy.heading} intro={copy.intro} />
      <ul className="mt-6 grid grid-cols-2 gap-4 md:mt-10 lg:grid-cols-4 lg:gap-6">
        {copy.items.map((category) => (
          <li key={category.to}>
            <Link to={category.to} className="group category-tile">
              <span className="category-tile-art">
                <CategoryArtwork art={category.art} className="aspect-[8/5] w-full max-w-28 md:max-w-40" />
              </span>
              <span className="category-tile-body">
                <span className="category-tile-label">
                  <span className="min-w-0">{category.label}</span>
                  <Icon name="arrow-right" className="category-tile-arrow" aria-hidden="true" />
                </span>
                {/* The label says enough on a phone, where the tiles are half as wide. */}
                <span className="hidden text-sm text-stone-600 sm:block">{category.blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
