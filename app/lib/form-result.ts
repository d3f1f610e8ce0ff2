/**
 * The one answer of the shop's forms (newsletter, contact, review) to a submission: each form's
 * result is an instance of it, so the actions, `settleFormAction` and the forms read one shape.
 * `Done` is what a success carries; `Kept` what an unsuccessful answer carries besides the values
 * (e.g. the newsletter's page to go back to, or whether a review's photos were dropped).
 */
export type FormResult<Values, Field extends string, Done extends object = object, Kept extends object = object> =
  | ({ status: 'done' } & Done)
  /** Messages by field, with what the shopper typed, so nothing is lost. */
  | ({ status: 'invalid'; fieldErrors: Partial<Record<Field, string>>; values: Values } & Kept)
  /**
   * The input was fine but could not be sent: message is the function's own text when the form
   * shows it (e.g. a rate limit), null when the form shows its own failure copy.
   */
  | ({ status: 'failed'; message: string | null; values: Values } & Kept)
