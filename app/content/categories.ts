import type { Category } from './home'

/** The four shop categories, used by the home tiles and the About page's shop links. */
export const categories: Category[] = [
  { label: 'Grounding Sheets', to: '/sleep-products', blurb: 'Fitted and flat sheets and toppers for grounded sleep', art: 'sheets' },
  { label: 'Grounding Mats', to: '/mats-products', blurb: 'For your desk, your sofa and your yoga practice', art: 'mats' },
  { label: 'Accessories', to: '/accessories', blurb: 'Cords, plug adapters and outlet testers', art: 'accessories' },
  { label: 'Shop All', to: '/shop-all', blurb: 'Every sheet, mat, kit and accessory in one place', art: 'all' },
]
