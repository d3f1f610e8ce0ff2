import { Icon } from '~/components/icon'
import { memo, type ReactNode } from 'react'
import { Link } from '~/components/link'
import { useCopy } from '~/i18n/use-copy'
import type { ProductWithDetails } from '~/lib/storefront/catalogue'
import type { ProductDetails } from '~/lib/storefront/metafields'

export type Benefit = { title: string; body: string }

type AboutProps = { product: ProductWithDetails; benefits: readonly Benefit[]; shippingAndReturns: readonly string[] }

/** The right column under the buy box: the description, the benefits, the details and where to learn more. */
export const ProductAbout = memo(function ProductAbout({ product, benefits, shippingAndReturns }: AboutProps) {
  const { productCopy } = useCopy('catalogue')
  return (
    <>
      <div className="space-y-3 text-stone-700">
        {product.description.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>

      <section aria-labelledby="features-heading" className="rounded-2xl bg-earth-50 p-5">
        <h2 id="features-heading" className="font-semibold text-stone-900">
          {productCopy.featuresHeading}
        </h2>
        <ul className="mt-3 space-y-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span>
                <span className="font-semibold text-stone-900">{benefit.title}.</span> <span className="text-stone-700">{benefit.body}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <ProductDetailsSections details={product.details} shipping={shippingAndReturns} />

      <nav aria-labelledby="learn-more-heading">
        <h2 id="learn-more-heading" className="font-semibold text-stone-900">
          {productCopy.learnMoreHeading}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {productCopy.learnMore.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-block rounded-full border border-brand-200 px-4 py-1.5 text-sm text-brand-800 hover:bg-brand-50">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
})

/**
 * The product's details as disclosures: what is in the box, size and fit, and care from the
 * store's metafields (each left out when the store has none), then shipping and returns from the
 * shop's rules.
 */
export function ProductDetailsSections({ details, shipping }: { details: ProductDetails; shipping: readonly string[] }) {
  const { detailsCopy } = useCopy('product-page')
  return (
    <section aria-label={detailsCopy.heading} className="divide-y divide-stone-200 border-y border-stone-200">
      {details.inTheBox ? (
        <Disclosure title={detailsCopy.inTheBox} open>
          <ul className="list-disc space-y-1 pl-5">
            {details.inTheBox.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Disclosure>
      ) : null}
      {details.sizeAndFit ? (
        <Disclosure title={detailsCopy.sizeAndFit}>
          <Paragraphs lines={details.sizeAndFit} />
        </Disclosure>
      ) : null}
      {details.care ? (
        <Disclosure title={detailsCopy.care}>
          <ul className="list-disc space-y-1 pl-5">
            {details.care.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Disclosure>
      ) : null}
      <Disclosure title={detailsCopy.shippingAndReturns}>
        <Paragraphs lines={shipping} />
        <p className="mt-2 flex gap-4">
          {[detailsCopy.shippingLink, detailsCopy.returnsLink].map((link) => (
            <Link key={link.to} to={link.to} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {link.label}
            </Link>
          ))}
        </p>
      </Disclosure>
    </section>
  )
}

function Disclosure({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
        {title}
        <Icon name="chevron-down" className="size-5 shrink-0 text-stone-600 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="pb-4 text-stone-700">{children}</div>
    </details>
  )
}

function Paragraphs({ lines }: { lines: readonly string[] }) {
  return (
    <div className="space-y-2">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}
