import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes'
import { localizations } from '../shared/markets'

/**
 * The pages of docs/product.md, spelled out, plus the newsletter and back-in-stock form actions and the
 * search, checkout and cart data routes: Singapore's at the unprefixed paths, every other
 * market's under its prefix (`/en-my/faq`), through an optional first segment whose value the
 * root loader checks (decision 086 (090)).
 */
const pages = [
  route('about-grounding', 'routes/about-grounding/route.tsx'),
  route('product/:handle', 'routes/product/route.tsx'),
  route('faq', 'routes/faq/route.tsx'),
  route('contact', 'routes/contact/route.tsx'),
  route('testimonials', 'routes/testimonials/route.tsx'),
  route('shipping-policy', 'routes/shipping-policy/route.tsx'),
  route('return-policy', 'routes/return-policy/route.tsx'),
  route('privacy-policy', 'routes/privacy-policy/route.tsx'),
  route('limited-offers', 'routes/limited-offers/route.tsx'),
  route('sleep-products', 'routes/sleep-products/route.tsx'),
  route('mats-products', 'routes/mats-products/route.tsx'),
  route('shop-all', 'routes/shop-all/route.tsx'),
  route('accessories', 'routes/accessories/route.tsx'),
  route('cart', 'routes/cart.tsx'),
  // Shopify's cart permalinks (`/cart/123:1,456:2?discount=…`): a cart made and its checkout opened.
  route('cart/:lines', 'routes/cart-link.tsx'),
  // The product page's Buy it now: straight to checkout with one variant, the cart left as it was.
  route('buy-now', 'routes/buy-now.tsx'),
  // Shopify's discount links (`/discount/WELCOME10?redirect=/shop-all`): the code kept for the cart.
  route('discount/:code', 'routes/discount-link.ts'),
  // The visitor's cookie choices (the footer's "Cookie preferences"): theirs alone, never cached.
  route('cookie-preferences', 'routes/cookie-preferences/route.tsx'),
  // The newsletter band's form action (and the page a sign-up without JavaScript lands on).
  route('newsletter', 'routes/newsletter.tsx'),
  // The product page's "Email me when it's back" action (and the page a request without JavaScript lands on).
  route('back-in-stock', 'routes/back-in-stock.tsx'),
  route('api/predictive-search', 'routes/api.predictive-search.ts'),
  route('api/checkout', 'routes/api.checkout.ts'),
  route('api/gift-card', 'routes/api.gift-card.ts'),
  route('api/cart-status', 'routes/api.cart-status.ts'),
  route('api/cart-suggestions', 'routes/api.cart-suggestions.ts'),
]

export default [
  index('routes/home/route.tsx'),
  // Each market's home, in each of its languages, by its own prefix, not `/:locale?`, which would
  // take every unknown one-segment URL (`/lost`) for a home page instead of the not-found page.
  ...localizations.filter((m) => m.pathPrefix).map((m) => route(m.pathPrefix.slice(1), 'routes/home/route.tsx', { id: `routes/home/route${m.pathPrefix}` })),
  ...prefix(':locale?', pages),
  // The country selector's action: remembers the choice and goes to the page in that market.
  route('market', 'routes/market.ts'),
  // The visitor's consent (Shopify's Customer Privacy purposes): its state, the banner's form, and
  // the stylesheet that shows the banner to whoever is asked.
  route('api/consent', 'routes/api.consent.ts'),
  route('api/consent.css', 'routes/api.consent.css.ts'),
  route('api/review-photos/:uid/:file', 'routes/api.review-photos.ts'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('sitemap/:file', 'routes/sitemap-file.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
