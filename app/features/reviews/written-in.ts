/**
 * The language the customers' reviews and stories are written in (app/content/testimonials-reviews.ts,
 * testimonials-stories.ts): they are shown as written, never translated, so the elements holding
 * their words carry it as their `lang` on a page in another language.
 */
export const WRITTEN_IN = 'en'
