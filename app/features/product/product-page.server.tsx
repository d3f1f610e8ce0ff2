import { createHash } from 'node:crypto'
import type { ReactElement } from 'react'
import type { AppLoadContext, MetaDescriptor } from 'react-router'
import { Link } from 'react-router'
import { catalogue, shipping } from '#shared/shop'
import { Icon } from '~/components/icon'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { JsonLdScript } from '~/components/json-ld.server'
import { buttonClass } from '~/components/ui/button'
import { Stars } from '~/components/ui/stars'
import { productCopy } from '~/content/catalogue'
import { storeNoticeToast } from '~/content/product-cards'
import { productReviewsCopy } from '~/content/product-page'
import type { Review } from '~/content/testimonials-reviews'
import { cartItem } from '~/features/cart/add-to-cart'
import type { MarkupCardsData } from '~/features/catalog/markup-cards'
import { cardLines, pageMarkup } from '~/features/catalog/markup-cards.server'
import { Price } from '~/features/catalog/price'
import { galleryLcp, ProductGallery } from '~/features/catalog/product-gallery'
import { imagePreload } from '~/features/catalog/product-image'
import { VariantPicker } from '~/features/catalog/variant-picker'
import { showsPicker } from '~/features/catalog/variants'
import { requestMarkup } from '~/features/server-markup/request-markup.server'
import { productRating } from '~/lib/product-rating'
import type { ProductWithDetails } from '~/lib/storefront/catalogue'
import type { ProductSummary, ProductVariant } from '~/lib/storefront/types'
import { BuyBox } from './buy-box'
import { ProductDetailsSections } from './product-details'
import type { ProductPageData, Section, SectionId } from './product-page'
import { ProductReviews } from './product-reviews'
import { RelatedProducts } from './related-products'

type Benefit = { title: string; body: string }

/** What a product page shows beside the product: the copy for its type, its reviews and the products suggested with it. */
export type ProductExtras = {
  benefits: readonly Benefit[]
  shippingAndReturns: readonly string[]
  reviews: Review[]
  /** The reviews are the shop's, not this product type's. */
  shopWide: boolean
  related: ProductSummary[]
}

type Context = Pick<AppLoadContext, 'documentMarkup'>

/** Equal markup, equal digest: the page keeps a section whose markup a new visit did not change. */
const digestOf = (html: string) => createHash('sha1').update(html).digest('base64url').slice(0, 12)

/** A section rendered for this request, sent once (`requestMarkup`), with its digest. */
function section(context: Context, request: Request, id: SectionId, element: ReactElement): Section {
  const html = pageMarkup(request, element)
  return { html: requestMarkup(context, id, html), digest: digestOf(html) }
}

/**
 * A product page for one request (decision 078): every section with nothing to run is server-only
 * markup rendered here, sent once, so neither its code nor its copy is in the browser; the data
 * carries what runs beside it (the buy box's cart line and price, the related cards' lines).
 */
export function productPage(
  context: Context,
  request: Request,
  product: ProductWithDetails,
  variant: ProductVariant | undefined,
  extras: ProductExtras,
  structuredData: readonly object[] = [],
): ProductPageData {
  const forSale = Boolean(variant?.availableForSale)
  const price = pageMarkup(
    request,
    <Price price={variant?.price ?? product.priceRange.minVariantPrice} compareAt={variant?.compareAtPrice} priceClassName="font-semibold text-brand-800" />,
  )
  const more = pageMarkup(request, <ProductMore extras={extras} />)
  return {
    sections: {
      'product-crumbs': section(
        context,
        request,
        'product-crumbs',
        <>
          {/* The page's structured data, in the document only: no crawler reads a client-side visit's data. */}
          {context.documentMarkup ? structuredData.map((data, index) => <JsonLdScript key={index} data={data} />) : null}
          <Breadcrumbs items={[productCopy.shopCrumb]} current={product.title} />
        </>,
      ),
      'product-gallery': section(context, request, 'product-gallery', <ProductGallery images={product.images} title={product.title} />),
      'product-title': section(context, request, 'product-title', <ProductTitle title={product.title} />),
      'product-options': section(context, request, 'product-options', showsPicker(product) ? <VariantPicker product={product} selected={variant} /> : <></>),
      'product-buy': section(
        context,
        request,
        'product-buy',
        <BuyBox title={product.title} label={forSale ? productCopy.addToCart : productCopy.outOfStock} forSale={forSale} />,
      ),
      'product-about': section(context, request, 'product-about', <ProductAbout product={product} extras={extras} />),
    },
    more: {
      html: requestMarkup(context, 'product-more', more),
      digest: digestOf(more),
      adds: cardLines(extras.related),
      notice: null,
      imageMarginPx: catalogue.lazyImageMarginPx,
    },
    buy: {
      line: variant && forSale ? cartItem(product, variant) : null,
      price,
    },
    stock: forSale ? productCopy.inStock(shipping.processingDays) : productCopy.outOfStock,
  }
}

/**
 * The head's preload of the gallery's first image, the page's largest paint, with high priority: a
 * tag of the route's `meta`, so the browser's code makes no preload of its own (decision 080).
 */
export function galleryPreload(product: Pick<ProductWithDetails, 'images'>): MetaDescriptor[] {
  const lcp = galleryLcp(product.images)
  if (!lcp) return []
  const { href, options } = imagePreload(lcp.image, lcp.sizes)
  return [{ tagName: 'link', rel: 'preload', href, ...options }]
}

/** The not-found page (an unknown product, or the store asking for payment, said in a toast). */
export function productNotFound(context: Context, request: Request, notice: 'payment-required' | null): MarkupCardsData {
  const html = pageMarkup(
    request,
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-bold text-stone-900">{productCopy.notFound}</h1>
      <p className="mt-4 text-stone-700">{productCopy.notFoundBody}</p>
      <Link to="/" className={buttonClass({ className: 'mt-8' })}>
        {productCopy.returnToShop}
      </Link>
    </section>,
  )
  return { html: requestMarkup(context, 'product-not-found', html), adds: {}, notice: storeNoticeToast(notice), imageMarginPx: catalogue.lazyImageMarginPx }
}

function ProductTitle({ title }: { title: string }) {
  return (
    <>
      <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{title}</h1>
      <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm text-stone-700 hover:text-stone-900">
        <Stars rating={productRating.value} />
        <span>{productReviewsCopy.basedOn(productRating.count)}</span>
      </a>
    </>
  )
}

/** The right column under the buy box: the description, the benefits, the details and where to learn more. */
function ProductAbout({ product, extras }: { product: ProductWithDetails; extras: ProductExtras }) {
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
          {extras.benefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <span>
                <span className="font-semibold text-stone-900">{benefit.title}.</span> <span className="text-stone-700">{benefit.body}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <ProductDetailsSections details={product.details} shipping={extras.shippingAndReturns} />

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
}

/** Below the product: its reviews and the products suggested with it. */
function ProductMore({ extras }: { extras: ProductExtras }) {
  return (
    <div className="space-y-16 border-t border-stone-200 py-12 md:py-16">
      <ProductReviews reviews={extras.reviews} shopWide={extras.shopWide} />
      <RelatedProducts products={extras.related} />
    </div>
  )
}
