import type * as markets from '~/content/markets'
// The product page, the policies and the pages' heads (issue 49, group c).
import type * as backInStock from '~/content/back-in-stock'
import type * as gallery from '~/content/gallery'
import type * as marketPages from '~/content/market-pages'
import type * as pagesServer from '~/content/pages.server'
import type * as policiesFormat from '~/content/policies/format'
import type * as policiesPrivacy from '~/content/policies/privacy'
import type * as policiesReturns from '~/content/policies/returns'
import type * as policiesShipping from '~/content/policies/shipping'
import type * as productBenefits from '~/content/product-benefits'
import type * as productPage from '~/content/product-page'
import type * as sizeGuide from '~/content/size-guide'

/**
 * The copy modules a page may be sent (their English text is the source; `app/content/locales`
 * holds each translation), by name: what `pageCopy` sends and `useCopy` reads. Types only, so
 * no language's copy is in the browser's scripts.
 */
export type Catalogue = {
  markets: typeof markets
  // The product page, the policies and the pages' heads (issue 49, group c). Server-only modules
  // (`pages.server`, `market-pages`, `product-benefits`, `policies/format`) are read with `copyModule`.
  'back-in-stock': typeof backInStock
  gallery: typeof gallery
  'market-pages': typeof marketPages
  'pages.server': typeof pagesServer
  'policies/format': typeof policiesFormat
  'policies/privacy': typeof policiesPrivacy
  'policies/returns': typeof policiesReturns
  'policies/shipping': typeof policiesShipping
  'product-benefits': typeof productBenefits
  'product-page': typeof productPage
  'size-guide': typeof sizeGuide
}

export type CopyName = keyof Catalogue
