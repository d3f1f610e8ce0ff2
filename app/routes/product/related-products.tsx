import { type ReactNode, Suspense } from 'react'
import { Await } from 'react-router'
import { useCopy } from '~/i18n/use-copy'
import { ProductCard } from '~/features/catalog/product-card'
import type { ProductSummary } from '~/lib/storefront/types'
import { RELATED_COUNT } from './related'

const grid = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4'

/**
 * "You may also like", streamed after the page: until it comes, cards of the same shape hold its
 * place, so nothing below moves when it arrives. Nothing to suggest leaves the section out.
 */
export function RelatedProducts({ products }: { products: Promise<ProductSummary[]> | ProductSummary[] }) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Await resolve={products} errorElement={null}>
        {(list) =>
          list.length ? (
            <Section>
              <ul className={grid}>
                {list.map((product) => (
                  <li key={product.id} className="flex">
                    <ProductCard product={product} priority={false} />
                  </li>
                ))}
              </ul>
            </Section>
          ) : null
        }
      </Await>
    </Suspense>
  )
}

function Section({ children }: { children: ReactNode }) {
  const { relatedCopy } = useCopy('product-page')
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="font-display text-2xl font-bold text-stone-900 md:text-3xl">
        {relatedCopy.heading}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  )
}

function Placeholder() {
  return (
    <Section>
      <ul className={grid} aria-busy="true">
        {Array.from({ length: RELATED_COUNT }, (_, i) => (
          <li key={i} className="flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <div className="aspect-square animate-pulse bg-earth-50" />
            <div className="h-38 p-4" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
