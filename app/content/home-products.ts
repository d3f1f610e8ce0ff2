import { claims } from '~/content/claims'

/**
 * The home page's popular-products frame, rendered by the server with the best sellers for each
 * request (decision 107 (076)). A module of its own since the browser rendered it: a bundle keeps the
 * property reads of a module's other top-level statements, and those of `home.ts` would bring
 * every page's copy with them.
 */
export const homeProducts = {
  heading: 'Our Most Popular Grounding Products',
  intro: `Sheets for sleep, mats for desk work and starter kits for whole-home coverage. ${claims.groundTester}.`,
  /** The grid's accessible name. */
  listLabel: 'Popular products',
  link: { label: 'Shop all products', to: '/shop-all' },
} as const
