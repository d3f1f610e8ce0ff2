import type * as faq from '~/content/faq'
import type * as faqFeedback from '~/content/faq-feedback'
import type * as faqRelated from '~/content/faq-related'
import type * as filters from '~/content/filters'
import type * as marketPages from '~/content/market-pages'
import type * as markets from '~/content/markets'
import type * as pagesServer from '~/content/pages.server'
import type * as shopCategories from '~/content/shop-categories'

/**
 * The copy modules a page may be sent (their English text is the source; `app/content/locales`
 * holds each translation), by name: what `pageCopy` sends and `useCopy` reads. Types only, so
 * no language's copy is in the browser's scripts.
 */
export type Catalogue = {
  faq: typeof faq
  'faq-feedback': typeof faqFeedback
  'faq-related': typeof faqRelated
  filters: typeof filters
  /** Server only (a loader's `copyModule`): a page's head and heading in a market. */
  'market-pages': typeof marketPages
  markets: typeof markets
  /** Server only (a loader's `copyModule`): the pages' titles, descriptions and headings. */
  'pages.server': typeof pagesServer
  'shop-categories': typeof shopCategories
}

export type CopyName = keyof Catalogue
