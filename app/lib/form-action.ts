import { data } from 'react-router'

/**
 * The one `clientAction` of the shop's forms (newsletter, contact, review). With JavaScript, a
 * network failure on the way to the action becomes the form's `offline` answer. An answer that is
 * not `done` carries an error status, so React Router does not reload the page's data (with the
 * network down, that would replace the form and what the shopper typed with the error page).
 */
export async function settleFormAction<T extends { status: 'done' | 'invalid' | 'failed' }>(serverAction: () => Promise<T>, offline: T, form: string) {
  try {
    const result = await serverAction()
    return result.status === 'done' ? result : data(result, { status: 422 })
  } catch (error) {
    console.error(`${form} form failed:`, error)
    return data(offline, { status: 503 })
  }
}
