import type { FormResult } from '~/lib/form-result'

/** The fields the form posts besides the address: which variant of which product. */
export type BackInStockTarget = { variantId: string; productHandle: string }

/**
 * What the back-in-stock action answers; the form shows it in place (with JavaScript) or on the
 * page a request without JavaScript lands on. Done carries the address, to say where the mail goes.
 */
export type BackInStockResult = FormResult<{ email: string }, 'email', { email: string } & BackInStockTarget, BackInStockTarget>

/**
 * The request's check (zod's mini build): loaded on intent by the form, as the product page has no
 * room for it within the JavaScript ceiling on a first visit, and by the action.
 */
export const loadBackInStockSchema = () => import('#shared/schemas/back-in-stock').then((m) => m.backInStockSchema)

/** The schema's e-mail messages (English), by key, to word them in the page's language (`backInStockCopy.errors`); in the schema's chunk. */
export { loadEmailMessages } from '~/features/newsletter/result'
