import type { Catalogue } from '~/i18n/catalogue'
import type { Localized } from '~/i18n/format'

type CartWords = Localized<Catalogue['cart']> & Pick<Localized<Catalogue['product-cards']>, 'storeNoticeCopy'>

let words: CartWords | null = null

/**
 * The words the cart's own code says outside any component (its toasts when the cart moves market,
 * loses a line or fails to check out, a code's refusal, the shipping line), in the page's language: the root gives them as it renders
 * (from `useCopy`), as a page has one language from its first paint to its last.
 */
export function setCartWords(given: CartWords) {
  words = given
}

export function cartWords(): CartWords {
  if (!words) throw new Error('The cart spoke before the root gave it its words')
  return words
}
