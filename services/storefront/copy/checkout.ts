import { discountCodeMessages } from '../../../shared/discount-code'
import { giftCardCodeMessages } from '../../../shared/gift-card-code'
import { message, type Translation } from '../../../shared/message'
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
  shipping: message<{ market: string }>('Shipping ({market})'),
  free: 'Free',
  /** Outside Singapore below the free threshold: the real checkout prices it from the address. */
  calculated: 'Calculated from the address (not charged in this demo)',
  total: 'Total',
  confirmed: message<{ number: number }>('Order #{number} is confirmed'),
  thanks: 'Thank you! Your order has been recorded. As this is a demo checkout, no payment was taken.',
  back: 'Return to the shop',
  missing: 'This checkout link is not valid or has expired.',
  discountCode: 'Discount code',
  apply: 'Apply',
  removeCode: message<{ code: string }>('Remove {code}'),
  discount: message<{ code: string; percent: string }>('Discount {code} ({percent} off)'),
  applied: message<{ code: string }>('The discount code {code} is applied.'),
  completed: 'This checkout has already been completed.',
  note: 'Order note',
  attributes: 'Order details',
  giftCard: 'Gift card',
  giftCardRow: message<{ last: string }>('Gift card •••• {last}'),
  giftCardBalance: message<{ amount: string }>('balance {amount}'),
  giftCardApplied: message<{ last: string }>('The gift card ending {last} is applied.'),
  removeGiftCard: message<{ last: string }>('Remove gift card ending {last}'),
  tooManyGiftCards: message<{ max: number }>('An order takes at most {max} gift cards.'),
  /** What is left once the gift cards have paid their part. */
  toPay: 'Left to pay',
  giftCardSpent: 'A gift card no longer holds what this order takes from it: the order below is as it now stands.',
  /** Why an entered code does not apply, by the Storefront API's CartWarningCode. */
  refusals: {
    DISCOUNT_NOT_FOUND: message<{ code: string }>('Enter a valid discount code: {code} is not one of ours.'),
    DISCOUNT_USAGE_LIMIT_REACHED: message<{ code: string }>('The discount code {code} has already been used.'),
    DISCOUNT_CURRENTLY_INACTIVE: message<{ code: string }>('The discount code {code} has expired.'),
    DISCOUNT_CODE_NOT_HONOURED: message<{ code: string }>('Only one discount code can be used per order: {code} was not applied.'),
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
  deliveryDays: message<{ from: string; to: string }>('{from}-{to} business days'),
}

/** The checkout's words as any language has them (English's literal messages widened to text). */
export type CheckoutWords = Translation<typeof checkoutWords>
