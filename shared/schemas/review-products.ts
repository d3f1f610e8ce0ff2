/**
 * The kinds of product a review is about. A module of its own: the published reviews' schema reads
 * it on the server, while the review form loads the whole form schema only when it is first used.
 */
export const reviewProducts = ['sheet', 'mat', 'kit'] as const
export type ReviewProduct = (typeof reviewProducts)[number]
