import { relatedCopy } from '~/content/product-page'
import { ProductCard } from '~/features/catalog/product-card'
import type { ProductSummary } from '~/lib/storefront/types'

/** "You may also like", as server-only markup: its cards' Add and lazy images are the page's listeners'. Nothing to suggest leaves it out. */
export function RelatedProducts({ products }: { products: ProductSummary[] }) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="font-display text-2xl font-bold text-stone-900 md:text-3xl">
        {relatedCopy.heading}
      </h2>
      <div className="mt-6">
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} priority={false} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
