/** The category teasers of the full listing and the home page tiles. */
export const shopCategories = [
  { title: 'Grounding Sheets', to: '/sleep-products', blurb: 'Sheets and a topper for grounded sleep', art: 'sheet' },
  { title: 'Grounding Mats', to: '/mats-products', blurb: 'For the desk, the floor and your yoga practice', art: 'mat' },
  { title: 'Accessories', to: '/accessories', blurb: 'Cords, adapters and testers', art: 'cord' },
  { title: 'Limited Offers', to: '/limited-offers', blurb: 'Starter kits that bundle everything you need', art: 'kit' },
] as const
