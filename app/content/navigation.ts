/** Every navigation link of the site layout (docs/product.md#header-and-footer), grouped as the menus show them. */

export type NavLink = { label: string; to: string; description?: string }
export type NavGroup = { label: string; links: NavLink[] }

export const shopLinks: NavLink[] = [
  { label: 'Limited Offers', to: '/limited-offers', description: 'This season’s offers on the whole range' },
  { label: 'Grounding Sheets', to: '/sleep-products', description: 'Sheets and toppers for grounded sleep' },
  { label: 'Grounding Mats', to: '/mats-products', description: 'Mats for desk, floor and yoga' },
  { label: 'Accessories', to: '/accessories', description: 'Cords, adapters and testers' },
  { label: 'Shop All', to: '/shop-all', description: 'Every product in one place' },
]

export const learnLinks: NavLink[] = [
  { label: 'About Grounding', to: '/about-grounding', description: 'The benefits and the science' },
  { label: 'Testimonials', to: '/testimonials', description: 'Stories and reviews from customers' },
  { label: 'FAQ', to: '/faq', description: 'Answers to common questions' },
]

export const supportLinks: NavLink[] = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Shipping Policy', to: '/shipping-policy' },
  { label: 'Return Policy', to: '/return-policy' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
]

/** Each entry once: the FAQ is listed under Learn, so Support leaves it out. */
export const mainMenu: NavGroup[] = [
  { label: 'Shop', links: shopLinks },
  { label: 'Learn', links: learnLinks },
  { label: 'Support', links: supportLinks.filter((link) => !learnLinks.some((l) => l.to === link.to)) },
]

export const footerGroups: NavGroup[] = [
  { label: 'Shop', links: shopLinks },
  // The FAQ is listed once, under Support.
  { label: 'Learn', links: [{ label: 'Home', to: '/' }, ...learnLinks.filter((link) => !supportLinks.some((s) => s.to === link.to))] },
  { label: 'Support', links: supportLinks },
]

export const paymentMethods = ['Visa', 'Mastercard', 'PayPal', 'Apple Pay'] as const
