import type * as layout from '~/content/layout'
import type * as navigation from '~/content/navigation'
import type * as consent from '~/content/consent'
import type * as claims from '~/content/claims'
import type * as search from '~/content/search'
import type * as markets from '~/content/markets'
import type * as cart from '~/content/cart'
import type * as cartLink from '~/content/cart-link'
import type * as shop from '~/content/shop'
import type * as product_cards from '~/content/product-cards'
import type * as catalogue from '~/content/catalogue'
import type * as market_shipping from '~/content/market-shipping'
import type * as about from '~/content/about'
import type * as categories from '~/content/categories'
import type * as contact from '~/content/contact'
import type * as cookiePreferences from '~/content/cookie-preferences'
import type * as formBody from '~/content/form-body'
import type * as home from '~/content/home'
import type * as homeProducts from '~/content/home-products'
import type * as marketPages from '~/content/market-pages'
import type * as newsletter from '~/content/newsletter'
import type * as pagesServer from '~/content/pages.server'
import type * as reviewCard from '~/content/review-card'
import type * as testimonials from '~/content/testimonials'
import type * as testimonialsScenes from '~/content/testimonials-scenes'
// The product page, the policies and the pages' heads (issue 49, group c).
import type * as backInStock from '~/content/back-in-stock'
import type * as gallery from '~/content/gallery'
import type * as policiesFormat from '~/content/policies/format'
import type * as policiesPrivacy from '~/content/policies/privacy'
import type * as policiesReturns from '~/content/policies/returns'
import type * as policiesShipping from '~/content/policies/shipping'
import type * as productBenefits from '~/content/product-benefits'
import type * as productPage from '~/content/product-page'
import type * as sizeGuide from '~/content/size-guide'
import type * as faq from '~/content/faq'
import type * as faqFeedback from '~/content/faq-feedback'
import type * as faqRelated from '~/content/faq-related'
import type * as filters from '~/content/filters'
import type * as shopCategories from '~/content/shop-categories'

/**
 * The copy modules a page may be sent (their English text is the source; `app/content/locales`
 * holds each translation), by name: what `pageCopy` sends and `useCopy` reads. Types only, so
 * no language's copy is in the browser's scripts.
 */
export type Catalogue = {
  layout: typeof layout
  navigation: typeof navigation
  consent: typeof consent
  claims: typeof claims
  search: typeof search
  markets: typeof markets
  cart: typeof cart
  /** A cart link's page and Buy it now's: what became of the link, worded by their loaders. */
  'cart-link': typeof cartLink
  shop: typeof shop
  'product-cards': typeof product_cards
  catalogue: typeof catalogue
  'market-shipping': typeof market_shipping
  about: typeof about
  categories: typeof categories
  contact: typeof contact
  'cookie-preferences': typeof cookiePreferences
  'form-body': typeof formBody
  home: typeof home
  'home-products': typeof homeProducts
  'market-pages': typeof marketPages
  newsletter: typeof newsletter
  /** Server-only: a loader's head (copyModule), never sent to a page. */
  'pages.server': typeof pagesServer
  'review-card': typeof reviewCard
  testimonials: typeof testimonials
  'testimonials-scenes': typeof testimonialsScenes
  // The product page, the policies and the pages' heads (issue 49, group c). Server-only modules
  // (`pages.server`, `market-pages`, `product-benefits`, `policies/format`) are read with `copyModule`.
  'back-in-stock': typeof backInStock
  gallery: typeof gallery
  'policies/format': typeof policiesFormat
  'policies/privacy': typeof policiesPrivacy
  'policies/returns': typeof policiesReturns
  'policies/shipping': typeof policiesShipping
  'product-benefits': typeof productBenefits
  'product-page': typeof productPage
  'size-guide': typeof sizeGuide
  faq: typeof faq
  'faq-feedback': typeof faqFeedback
  'faq-related': typeof faqRelated
  filters: typeof filters
  /** Server only (a loader's `copyModule`): a page's head and heading in a market. */
  /** Server only (a loader's `copyModule`): the pages' titles, descriptions and headings. */
  'shop-categories': typeof shopCategories
}

export type CopyName = keyof Catalogue
