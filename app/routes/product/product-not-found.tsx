import { Link } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import type { ListingResult } from '~/features/catalog/listing.server'
import { ProductGrid, useStoreNotice } from '~/features/catalog/product-grid'
import { useCopy } from '~/i18n/use-copy'

/**
 * 'Product not found' (an unknown product, or a failed load) with the way back to the shop and
 * the best sellers; a store asking for payment says so in a toast.
 */
export function ProductNotFound({ notice, bestSellers }: { notice: 'payment-required' | null; bestSellers: ListingResult | null }) {
  const { productCopy } = useCopy('catalogue')
  const { errorCopy } = useCopy('shop')
  useStoreNotice(notice)
  return (
    <div className="mx-auto max-w-6xl px-4 py-24">
      <section className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <h1 className="font-display text-4xl font-bold text-stone-900">{productCopy.notFound}</h1>
        <p className="mt-4 text-stone-700">{productCopy.notFoundBody}</p>
        <Link to="/" className={buttonClass({ className: 'mt-8' })}>
          {productCopy.returnToShop}
        </Link>
      </section>
      {bestSellers?.products.length ? (
        <section aria-labelledby="best-sellers-heading" className="mt-16">
          <h2 id="best-sellers-heading" className="mb-4 text-center font-display text-2xl font-bold text-stone-900">
            {errorCopy.notFoundBestSellers}
          </h2>
          <ProductGrid listing={bestSellers} label={errorCopy.notFoundBestSellers} aboveTheFold={false} />
        </section>
      ) : null}
    </div>
  )
}
