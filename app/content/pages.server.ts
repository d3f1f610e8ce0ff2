import { brand, cart, contact, currency, returns, shipping } from '#shared/shop'
import { about } from '~/content/about'
import { breadcrumbCopy } from '~/content/layout'
import { claims } from '~/content/claims'
import { home } from '~/content/home'
import { errorCopy } from '~/content/shop'

/**
 * Title, description, heading and breadcrumb label of each static route. Read on the server:
 * a route's loader sends its head (`pageHead`) and what its page shows (`pageHeading`),
 * so no page's script carries every page's copy. The `.server` name makes the build fail should a
 * component import it (it once went into every page's script through one component's heading).
 */
export type PageCopy = {
  path: string
  title: string
  description: string
  heading: string
  /** Label of the page's last breadcrumb item. */
  crumb: string
  intro?: string
  /** Content pages are published as articles in their social-preview tags. */
  article?: { section: string; tags: string[] }
}

/** What a page shows of its copy (heading, breadcrumb, intro): its loader sends this, not the titles and descriptions around it. */
export type PageHeading = Pick<PageCopy, 'heading' | 'crumb' | 'intro'>

export const pageHeading = ({ heading, crumb, intro }: PageCopy): PageHeading => (intro ? { heading, crumb, intro } : { heading, crumb })

/** The opening of the home page's description, before its shipping sentence (a market's own: app/content/market-shipping.ts). */
export const homeDescriptionLead = `Sleep better, wake up with more energy. Grounding sheets, mats and kits backed by ${claims.studies} studies and ${claims.customers} customers.`

/** The shop in a sentence, as its Organization structured data describes it (the home page's). */
export const brandDescription = brand.description

export const pages = {
  home: {
    path: '/',
    title: `${brand.name} | Grounding Sheets, Mats & Kits in Singapore`,
    description: `${homeDescriptionLead} Free domestic shipping over ${currency.code} ${cart.freeShippingThreshold}.`,
    heading: home.hero.heading,
    crumb: breadcrumbCopy.home,
  },
  aboutGrounding: {
    path: '/about-grounding',
    title: `What Is Grounding? Benefits & Science | ${brand.name}`,
    description: `How grounding (earthing) works, what ${claims.studies} studies have found about sleep, pain and circulation, and how to ground indoors with sheets and mats.`,
    heading: about.hero.heading,
    crumb: 'About Grounding',
    article: { section: 'Science', tags: ['grounding', 'earthing', 'sleep', 'research'] },
  },
  faq: {
    path: '/faq',
    title: `Grounding FAQ: Your Questions Answered | ${brand.name}`,
    description: 'Answers about grounding, safety, setup, everyday use and the science behind our sheets, mats and accessories.',
    heading: 'Frequently Asked Questions',
    crumb: 'FAQ',
    intro: 'Everything you want to know about grounding, our products and your order.',
    article: { section: 'Support', tags: ['grounding', 'FAQ'] },
  },
  contact: {
    path: '/contact',
    title: `Contact Us | ${brand.name}`,
    description: `Questions about grounding or an order? Email ${contact.email} or call ${contact.phone} (${contact.phoneHours}). We reply within ${contact.responseTime}.`,
    heading: 'Contact Us',
    crumb: 'Contact',
    intro: `We reply within ${contact.responseTime}.`,
  },
  testimonials: {
    path: '/testimonials',
    title: `Customer Reviews & Stories | ${brand.name}`,
    description: `Rated ${claims.ratingText} from ${claims.reviewCountText}+ reviews. Real stories from customers sleeping better, with less pain and more energy.`,
    heading: 'Customer Stories and Reviews',
    crumb: 'Testimonials',
    article: { section: 'Reviews', tags: ['reviews', 'testimonials'] },
  },
  shippingPolicy: {
    path: '/shipping-policy',
    title: `Shipping Policy | ${brand.name}`,
    description: `Singapore delivery in ${shipping.domesticDelivery}, free over $${shipping.domesticFreeThreshold}. International delivery in ${shipping.internationalDelivery}.`,
    heading: 'Shipping Policy',
    crumb: 'Shipping Policy',
    intro: `Tracked delivery across Singapore in ${shipping.domesticDelivery}, and worldwide in ${shipping.internationalDelivery}.`,
    article: { section: 'Policies', tags: ['shipping', 'delivery'] },
  },
  returnPolicy: {
    path: '/return-policy',
    title: `Return Policy & Warranty | ${brand.name}`,
    description: `How returns, refunds and our ${returns.warrantyMonths}-month manufacturing warranty work, step by step.`,
    heading: 'Return Policy',
    crumb: 'Return Policy',
    intro: `Return unopened items within ${returns.unopenedDays} days, and every product is covered by a ${returns.warrantyMonths}-month manufacturing warranty.`,
    article: { section: 'Policies', tags: ['returns', 'refunds', 'warranty'] },
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: `Privacy Policy | ${brand.name}`,
    description: 'What information our shop collects, why, who processes it and the choices you have.',
    heading: 'Privacy Policy',
    crumb: 'Privacy Policy',
    article: { section: 'Policies', tags: ['privacy'] },
  },
  limitedOffers: {
    path: '/limited-offers',
    title: `Limited Offers on Grounding Products | ${brand.name}`,
    description: 'Shop our whole grounding range: sheets, mats, kits and accessories, with free domestic shipping over $50.',
    heading: 'Limited Offers',
    crumb: 'Limited Offers',
    intro: 'Our whole range in one place, with free domestic shipping on orders over $50.',
  },
  sleepProducts: {
    path: '/sleep-products',
    title: `Grounding Sheets & Mattress Toppers | ${brand.name}`,
    description: 'Grounding flat sheets, fitted sheets and mattress toppers for grounded sleep, every night.',
    heading: 'Grounding Sheets',
    crumb: 'Grounding Sheets',
    intro: 'Sleep grounded: sheets and toppers that connect you to the earth while you rest.',
  },
  matsProducts: {
    path: '/mats-products',
    title: `Grounding Mats for Desk, Floor & Yoga | ${brand.name}`,
    description: 'Grounding mats for your desk, your floor and your yoga practice.',
    heading: 'Grounding Mats',
    crumb: 'Grounding Mats',
    intro: 'Stay grounded while you work, relax or practise.',
  },
  shopAll: {
    path: '/shop-all',
    title: `Shop All Grounding Products | ${brand.name}`,
    description: 'Every grounding sheet, mat, kit and accessory we sell, in one place.',
    heading: 'Shop All',
    crumb: 'Shop All',
    intro: 'Every grounding product we make, in one place.',
  },
  accessories: {
    path: '/accessories',
    title: `Grounding Accessories: Cords, Adapters & Testers | ${brand.name}`,
    description: 'Replacement grounding cords, plug adapters and outlet testers for your grounding products.',
    heading: 'Accessories',
    crumb: 'Accessories',
    intro: 'Cords, adapters and testers to set up and check your grounding products.',
  },
  notFound: {
    path: '',
    title: errorCopy.notFoundTitle,
    description: 'The page you are looking for does not exist.',
    heading: errorCopy.notFoundHeading,
    crumb: 'Page not found',
  },
} satisfies Record<string, PageCopy>

/** The static routes, for the sitemap. */
export const staticPaths = (): string[] =>
  Object.values(pages)
    .map((p) => p.path)
    .filter((path) => path !== '')
