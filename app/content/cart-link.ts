import { message } from '#shared/message'

/**
 * Copy of the links that fill a cart and go to checkout: cart permalinks and Buy it now. What a
 * link's lines and options come to is worded by the loader (`formatIn`), in the page's language.
 */
export const cartLinkCopy = {
  pageTitle: 'Your checkout link',
  heading: 'Some of this link cannot go to checkout',
  unreadable: {
    heading: 'This cart link cannot be read',
    body: 'A cart link names each product option by its number and a quantity, like /cart/123456:1. This one does not; it may have been cut short when it was copied.',
  },
  intro: 'The rest of the link is ready: continue with it, or look around the shop.',
  unknownVariant: message<{ number: string }>('Product option {number} is not in our shop.'),
  soldOut: message<{ title: string }>('{title} is sold out.'),
  notHere: message<{ title: string }>('{title} is not sold in your country.'),
  tooMany: message<{ title: string; most: number }>('{title}: at most {most} per order, so the link’s quantity was lowered to {most}.'),
  discount: message<{ code: string; reason: string }>('The discount code “{code}” was left out: {reason}'),
  noteTooLong: message<{ most: number }>('The order note was left out: it is longer than {most} characters.'),
  attributesLeftOut: 'Some details the link adds to the order were left out: they are longer than an order keeps.',
  ready: 'Ready to check out',
  continue: 'Continue to checkout',
  nothingLeft: 'Nothing in this link can be bought now.',
  browse: 'Browse the shop',
  /** The store refused the cart for a reason it words in English: its words on an English page, these in another. */
  refused: 'The store did not accept the items of this link, so no checkout was opened.',
  /** The store refused the cart or could not be reached. */
  failed: 'We could not open a checkout for this link. Please try again in a moment.',
  chooseOption: 'Choose a product option to buy.',
  backToProduct: 'Back to the product',
} as const
