import { type RouteConfig, index, route } from '@react-router/dev/routes'

/** The route table of SPEC §2, spelled out. */
export default [
  index('routes/home.tsx'),
  route('about-grounding', 'routes/about-grounding.tsx'),
  route('product/:handle', 'routes/product.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('testimonials', 'routes/testimonials.tsx'),
  route('shipping-policy', 'routes/shipping-policy.tsx'),
  route('return-policy', 'routes/return-policy.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('limited-offers', 'routes/limited-offers.tsx'),
  route('sleep-products', 'routes/sleep-products.tsx'),
  route('mats-products', 'routes/mats-products.tsx'),
  route('shop-all', 'routes/shop-all.tsx'),
  route('accessories', 'routes/accessories.tsx'),
  // The newsletter band's form action (and the page a sign-up without JavaScript lands on).
  route('newsletter', 'routes/newsletter.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
