import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import { CategoryArtwork } from '~/components/artwork/artwork'
import { Section, SectionHeading } from '~/components/ui/section'
import type { AboutCopy } from '~/content/about'

/** The shop categories (`#products`), the target of 'Shop Grounding Gear'. */
export function ShopLinks({ copy }: { copy: AboutCopy['shop'] }) {
  return (
    <Section id="products" labelledBy="about-products-heading" className="bg-brand-50">
      <SectionHeading id="about-products-heading" title={copy.heading} intro={copy.intro} />
      <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
        {copy.items.map((category) => (
          <li key={category.to}>
            <Link
              to={category.to}
              className="group flex h-full flex-col items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <CategoryArtwork art={category.art} className="aspect-[8/5] w-full max-w-36" />
              <span className="mt-3 flex items-center gap-1.5 font-semibold text-stone-900">
                {category.label}
                <Icon name="arrow-right" className="size-4 text-brand-700 transition group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="mt-1 text-sm text-stone-600">{category.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
