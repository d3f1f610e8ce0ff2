/**
 * The reviews' filter choices: values the reviews are matched against and the page's URL keeps
 * (logic, not copy: the same in every language). The testimonials copy re-exports them.
 */

export type Benefit = 'Sleep' | 'Pain Relief' | 'Energy' | 'Recovery'
/** The benefit filter's choices, in the page's order (docs/product.md#testimonials-and-reviews). */
export const benefits: readonly Benefit[] = ['Sleep', 'Pain Relief', 'Energy', 'Recovery']

export type ProductKind = 'Sheet' | 'Mat' | 'Kit'
/** The product filter's choices: a review matches when its product's name contains the word. */
export const productKinds: readonly ProductKind[] = ['Sheet', 'Mat', 'Kit']

export type StarRating = 1 | 2 | 3 | 4 | 5
/** The rating filter's choices. */
export const ratingChoices: readonly StarRating[] = [5, 4, 3]
