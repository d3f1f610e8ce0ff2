import { brand } from '#shared/identity'
import { message } from '#shared/message'

/**
 * Copy of the site layout around every page: the skip link, the header and its menus, the
 * breadcrumbs and the footer. The links the menus and the footer list are in navigation.ts.
 */

/** The home page's name: the phone menu's first link and the breadcrumbs' first item. */
const home = 'Home'

/** The first link of the page, shown on focus: it leads past the header to the page's main content. */
export const skipLinkCopy = 'Skip to content'

export const headerCopy = {
  shopNow: 'Shop Now',
  /** The same on a phone's header, where a longer label than 'Shop Now' would push the row past the screen. */
  shopNowShort: 'Shop Now',
  /** The logo's link to the home page. */
  logo: `${brand.name} home`,
}

/** The menus: the desktop dropdowns and the phone's drawer. */
export const menuCopy = {
  /** The desktop navigation's label. */
  main: 'Main',
  /** The phone drawer's navigation's label. */
  mobile: 'Mobile',
  open: 'Open menu',
  close: 'Close menu',
  description: 'Site navigation',
  /** The drawer's first link. */
  home,
}

export const breadcrumbCopy = {
  label: 'Breadcrumb',
  /** Read out for the home icon, the first item. */
  home,
}

export const footerCopy = {
  about: 'Grounding sheets, mats and kits designed in Singapore to help you reconnect with the earth, indoors.',
  contactHeading: 'Contact',
  /** Each group of links is a navigation of its own. */
  group: message<{ label: string }>('Footer {label}'),
  paymentsHeading: 'We accept',
  paymentMethods: 'Payment methods',
  // The legal name may end in its own full stop ('Pte. Ltd.'): never two.
  rights: message<{ year: number }>(`© {year} ${brand.legalName.replace(/\.$/, '')}. All rights reserved.`),
}

export const backToTopCopy = 'Back to Top'
