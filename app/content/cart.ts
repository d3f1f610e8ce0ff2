import { discountCodeMessages } from '#shared/discount-code'
import { giftCardCodeMessages } from '#shared/gift-card-code'
import { message } from '#shared/message'
/** The cart's copy: the drawer, its order note, suggestions and discount code, the /cart page, the checkout's messages. */
export const cartCopy = {
  added: 'Added to cart',
  title: 'Your Cart',
  open: message<{ count: number }>('Open cart, {count, plural, one {# item} other {# items}}'),
  close: 'Close cart',
  empty: 'Your cart is empty',
  emptyHint: 'Find the right grounding product for your home.',
  browse: 'Browse the shop',
  decrease: message<{ title: string }>('Decrease quantity of {title}'),
  increase: message<{ title: string }>('Increase quantity of {title}'),
  quantity: message<{ title: string }>('Quantity of {title}'),
  remove: message<{ title: string }>('Remove {title}'),
  each: 'each',
  total: 'Total',
  /** Under the total: what it leaves out. */
  shippingFree: 'Shipping: free',
  /** Below the free threshold where the market charges one rate (Singapore). */
  shippingFlat: message<{ amount: string }>('Shipping: {amount}'),
  shippingAtCheckout: 'Shipping is calculated at checkout',
  away: message<{ amount: string }>('{amount} away from free shipping'),
  qualified: 'You qualify for free shipping! 🎉',
  /** In the market that never ships free: no progress to show. */
  neverFree: 'International shipping is calculated at checkout',
  shippingProgress: 'Progress towards free shipping',
  checkout: 'Checkout',
  checkingOut: 'Creating checkout…',
  checkoutNote: 'Secure checkout opens in a new tab.',
  checkoutError: 'Checkout Error',
  checkoutFallback: 'Failed to create checkout. Please try again.',
  checkoutFailed: 'Failed to create checkout',
  checkoutLater: 'Please try again later',
  tooManyOfOne: message<{ max: number }>('You can order at most {max} of each item. Please lower the quantity and try again.'),
  tooManyItems: message<{ max: number }>('A cart can hold at most {max} items. Please remove some and try again.'),
  removedUnavailable: 'Some items are no longer sold and were removed from your cart.',
  /** After the market changed: the lines now cost what they cost there. */
  repriced: message<{ currency: string; country: string }>('Your cart is now priced in {currency} for {country}.'),
  repricedUnavailable: message<{ country: string }>('Some items are not sold in {country}: they stay in your cart but are left out of checkout.'),
  notAvailableIn: message<{ country: string }>('Not available in {country}'),
  /** Above the checkout button while a line is flagged. */
  leftOut: message<{ country: string }>('Items not available in {country} are left out of checkout. Remove them to continue with the rest.'),
  nothingToCheckOut: message<{ country: string }>('None of these items is sold in {country}.'),
}

/** The order note (decision 092): a disclosure in the drawer and on /cart, sent with the checkout. */
export const cartNoteCopy = {
  toggle: 'Add a note for your order',
  toggleEdit: 'Edit your order note',
  label: 'Order note',
  hint: 'Delivery instructions or a gift message. It goes to checkout with your order.',
  count: message<{ used: number; max: number }>('{used} of {max} characters'),
  tooLong: message<{ max: number }>('An order note can be at most {max} characters. Please shorten it.'),
  atLimit: message<{ max: number }>('You have reached the {max}-character limit.'),
}

/** The cart's suggestions under the free-shipping threshold. */
export const cartSuggestionsCopy = {
  title: 'Add one of these for free shipping',
  add: 'Add',
  addLabel: message<{ title: string }>('Add {title} to cart'),
  loading: 'Loading suggestions',
}

/** The /cart page. */
export const cartPageCopy = {
  title: 'Cart',
  heading: 'Your cart',
  viewCart: 'View cart',
  needsJs: 'Your cart needs JavaScript',
  needsJsBody:
    'Your cart is kept in this browser, so this page needs JavaScript to show it. Turn JavaScript on and reload the page to see your cart and check out.',
  continueShopping: 'Continue shopping',
  summary: 'Order summary',
}

/** What the cart drawer says about discount codes. */
export const discountCopy = {
  label: 'Discount code',
  placeholder: 'e.g. GW10-7KQ3M9PX',
  apply: 'Apply',
  applying: 'Applying…',
  remove: message<{ code: string }>('Remove discount code {code}'),
  applied: message<{ code: string }>('{code} applied'),
  discount: 'Discount',
  totalAfter: 'Total after discount',
  /** By the store's CartWarningCode; `default` when the store gave no reason. */
  refused: {
    DISCOUNT_NOT_FOUND: 'This code is not valid. Please check it against your e-mail.',
    DISCOUNT_USAGE_LIMIT_REACHED: 'This code has already been used.',
    DISCOUNT_CURRENTLY_INACTIVE: 'This code has expired.',
    default: 'This code cannot be applied to your cart.',
  } as Record<string, string>,
  failed: 'The code could not be checked just now. Please try again.',
  /** The shop's own checks of a typed code, by the key of shared/discount-code.ts's messages: shown in the page's language. */
  errors: discountCodeMessages,
}

/** What the checkout endpoint answers when it cannot make a checkout of what it was sent (the drawer shows its error). */
export const checkoutApiCopy = {
  usePost: 'Use POST',
  sendJson: 'Send the cart lines as JSON',
  unreadable: 'The cart could not be read. Please try again.',
}

/** The cart's gift cards (drawer and /cart): the field, each card the store took, and what is left to pay. */
export const giftCardCopy = {
  toggle: 'Add a gift card',
  label: 'Gift card code',
  list: 'Gift cards',
  placeholder: 'e.g. ABCD EFGH JKLM NPQR',
  apply: 'Apply',
  /** The button's name beside the discount code's Apply. */
  applyLabel: 'Apply gift card',
  applying: 'Applying…',
  card: message<{ last: string }>('Gift card •••• {last}'),
  balance: message<{ amount: string }>('Balance {amount}'),
  remove: message<{ last: string }>('Remove gift card ending {last}'),
  /** What is left once the gift cards have covered their part (the store's cart total). */
  toPay: 'Left to pay',
  /** When the store refused the code for a reason it does not name (its own words on an English page). */
  refused: 'This gift card cannot be applied to your cart.',
  failed: 'The gift card could not be checked just now. Please try again.',
  /** Why the store refused a code, as its words say (shared/gift-card-code.ts `giftCardRefusalOf`). */
  refusals: {
    notFound: 'We could not find this gift card code. Please check it against your card.',
    usedUp: 'This gift card has been used up: it has no balance left.',
    expired: 'This gift card has expired.',
    disabled: 'This gift card is no longer active.',
  },
  /** The shop's own checks of a typed code, by the key of shared/gift-card-code.ts's messages: shown in the page's language. */
  errors: giftCardCodeMessages,
}

/** The delivery rates the store offers the cart in its market, under the total. */
export const deliveryCopy = {
  heading: message<{ country: string }>('Delivery to {country}'),
  free: 'Free',
}
