import { type RouteConfig, index, route } from '@react-router/dev/routes'

/** The route table of SPEC §2, spelled out, plus the newsletter and back-in-stock form actions, the search, checkout, cart-status and review-photo data routes, sitemap and robots. */
export default [
  index('routes/home/route.tsx'),
  route('about-grounding', 'routes/about-grounding/route.tsx'),
  route('product/:handle', 'routes/product.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('testimonials', 'routes/testimonials/route.tsx'),
  route('shipping-policy', 'routes/policies/shipping-policy.tsx'),
  route('return-policy', 'routes/policies/return-policy.tsx'),
  route('privacy-policy', 'routes/policies/privacy-policy.tsx'),
  route('limited-offers', 'routes/limited-offers.tsx'),
  route('sleep-products', 'routes/sleep-products.tsx'),
  route('mats-products', 'routes/mats-products.tsx'),
  route('shop-all', 'routes/shop-all.tsx'),
  route('accessories', 'routes/accessories.tsx'),
  route('cart', 'routes/cart.tsx'),
  // The newsletter band's form action (and the page a sign-up without JavaScript lands on).
  route('newsletter', 'routes/newsletter.tsx'),
  // The product page's "Email me when it's back" action (and the page a request without JavaScript lands on).
  route('back-in-stock', 'routes/back-in-stock.tsx'),
  route('api/predictive-search', 'routes/api.predictive-search.ts'),
  route('api/checkout', 'routes/api.checkout.ts'),
  route('api/cart-status', 'routes/api.cart-status.ts'),
  route('api/cart-suggestions', 'routes/api.cart-suggestions.ts'),
  route('api/review-photos/:uid/:file', 'routes/api.review-photos.ts'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
