import { claims } from '~/content/claims'

/**
 * The home page's popular-products frame, the one part of its copy that the browser renders. It
 * is a module of its own: a bundle keeps the property reads of a module's other top-level
 * statements, and those of `home.ts` would bring every page's copy with them.
 */
export const homeProducts = {
  heading: 'Our Most Popular Grounding Products',
  intro: `Sheets for sleep, mats for desk work and starter kits for whole-home coverage. ${claims.groundTester}.`,
  link: { label: 'Shop all products', to: '/shop-all' },
} as const

