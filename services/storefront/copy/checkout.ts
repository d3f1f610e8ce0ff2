import { discountCodeMessages } from '../../../shared/discount-code'
import { giftCardCodeMessages } from '../../../shared/gift-card-code'
import { type Translated, words } from '../../../shared/words'
import { giftCardErrors } from '../gift-cards'

/**
 * What the embedded store's demo checkout says, in English: the source each translation in
 * `locales/<locale>/checkout.ts` follows; the page is shown in the cart's language
 * (checkout-page.ts). Amounts are put in as the shop's money helper writes them.
 */
export const checkoutWords = {
  title: 'Checkout',
  demoNotice: 'Demo checkout: this store takes no payment and ships nothing. Placing an order only records it.',
  email: 'E-mail for the order confirmation (optional)',
  placeOrder: 'Place order',
  columns: { item: 'Item', quantity: 'Qty', price: 'Price', total: 'Total' },
  subtotal: 'Subtotal',
  shipping: words<'market'>('Shipping ({market})'),
  free: 'Free',
  /** Outside Singapore below the free threshold: the real checkout prices it from the address. */
  calculated: 'Calculated from the address (not charged in this demo)',
  total: 'Total',
  confirmed: words<'number'>('Order #{number} is confirmed'),
  thanks: 'Thank you! Your order has been recorded. As this is a demo checkout, no payment was taken.',
  back: 'Return to the shop',
  missing: 'This checkout link is not valid or has expired.',
  discountCode: 'Discount code',
  apply: 'Apply',
  removeCode: words<'code'>('Remove {code}'),
  discount: words<'code' | 'percent'>('Discount {code} ({percent} off)'),
  applied: words<'code'>('The discount code {code} is applied.'),
  completed: 'This checkout has already been completed.',
  note: 'Order note',
  attributes: 'Order details',
  giftCard: 'Gift card',
  giftCardRow: words<'last'>('Gift card •••• {last}'),
  giftCardBalance: words<'amount'>('balance {amount}'),
  giftCardApplied: words<'last'>('The gift card ending {last} is applied.'),
  removeGiftCard: words<'last'>('Remove gift card ending {last}'),
  tooManyGiftCards: words<'max'>('An order takes at most {max} gift cards.'),
  /** What is left once the gift cards have paid their part. */
  toPay: 'Left to pay',
  giftCardSpent: 'A gift card no longer holds what this order takes from it: the order below is as it now stands.',
  /** Why an entered code does not apply, by the Storefront API's CartWarningCode. */
  refusals: {
    DISCOUNT_NOT_FOUND: words<'code'>('Enter a valid discount code: {code} is not one of ours.'),
    DISCOUNT_USAGE_LIMIT_REACHED: words<'code'>('The discount code {code} has already been used.'),
    DISCOUNT_CURRENTLY_INACTIVE: words<'code'>('The discount code {code} has expired.'),
    DISCOUNT_CODE_NOT_HONOURED: words<'code'>('Only one discount code can be used per order: {code} was not applied.'),
  },
  /** A typed code that cannot be a code, by the key of the shared check's message (shared/discount-code.ts). */
  codeChecks: { empty: discountCodeMessages.empty, tooLong: discountCodeMessages.tooLong, characters: discountCodeMessages.characters },
  /** A typed gift card code refused, by the key of the shared check's message (shared/gift-card-code.ts) or the store's. */
  giftCardChecks: {
    empty: giftCardCodeMessages.empty,
    length: giftCardCodeMessages.length,
    characters: giftCardCodeMessages.characters,
    invalid: giftCardErrors.invalid,
    depleted: giftCardErrors.depleted,
  },
  /** The markets' countries, by code. */
  countries: { SG: 'Singapore', MY: 'Malaysia', ID: 'Indonesia', HK: 'Hong Kong SAR', AU: 'Australia', US: 'United States' },
  /** The store's shipping rates, by handle (shared/delivery.ts). */
  rates: { 'free-shipping': 'Free Shipping', 'free-international-shipping': 'Free International Shipping', 'standard-shipping': 'Standard Shipping' },
  /** A delivery time of the shipping policy (`3-5 business days`). */
  deliveryDays: words<'from' | 'to'>('{from}-{to} business days'),
}

/** The checkout's words as any language has them (English's literal messages widened to text). */
export type CheckoutWords = Translated<typeof checkoutWords>
