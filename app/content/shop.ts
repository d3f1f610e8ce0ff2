import { message } from '#shared/message'
import { brand } from '#shared/identity'

/**
 * Copy of the shop's frame that any page may show in the browser: the error and not-found views
 * (shown when a page's data turns out missing or fails to load), with their titles, and how a
 * rating is read out. The pages' own copy (`pages.server.ts`) stays on the server.
 */
export const errorCopy = {
  title: 'Something went wrong',
  pageTitle: `Something went wrong | ${brand.name}`,
  body: 'We could not load this page. Please try again in a moment.',
  retry: 'Try again',
  home: 'Back to home',
  notFoundTitle: `Page not found | ${brand.name}`,
  notFoundHeading: 'Oops! Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  notFoundLink: 'Return to home',
  notFoundSearch: 'Search the shop',
  notFoundCategories: 'Browse by category',
  notFoundBestSellers: 'Our best sellers',
} as const

/** How a star rating is read out wherever one is shown. */
export const ratingLabel = message<{ rating: number }>('Rated {rating, number} out of 5')
