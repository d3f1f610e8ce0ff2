import { adminTasks, type AdminTaskKind, type Db } from '../db/core'
import { AdminApiRefused, AdminApiUnavailable, type AdminApi } from './client'
import {
  consentUpdateVariables,
  CUSTOMER_BY_EMAIL,
  CUSTOMER_CREATE,
  CUSTOMER_EMAIL_MARKETING_CONSENT_UPDATE,
  customerByEmailVariables,
  customerCreateVariables,
  type CustomerTask,
  DISCOUNT_CODE_BASIC_CREATE,
  discountCodeVariables,
  type DiscountCodeTask,
} from './mutations'

export type { CustomerTask, DiscountCodeTask } from './mutations'
export { shopifyLocale } from './mutations'

/** The database, or a transaction on it: a task is written in the transaction of what owes it. */
type Executor = Pick<Db, 'insert'>

export type AdminTask = { kind: 'discount-code'; payload: DiscountCodeTask } | { kind: 'customer'; payload: CustomerTask }

/** Writes calls owed to Shopify (inside the caller's transaction); the admin worker makes them. */
export async function queueAdminTasks(tx: Executor, tasks: AdminTask[]): Promise<void> {
  if (tasks.length) await tx.insert(adminTasks).values(tasks.map((t) => ({ kind: t.kind, payload: t.payload })))
}

/** done; retry: Shopify may take it later; failed: Shopify refused it and will again. */
export type TaskOutcome = { status: 'done' } | { status: 'retry' | 'failed'; error: string }

type UserError = { field?: string[] | null; code?: string | null; message: string }
const describe = (errors: UserError[]) => errors.map((e) => (e.field?.length ? `${e.field.join('.')}: ${e.message}` : e.message)).join('; ')

async function createDiscountCode(api: AdminApi, task: DiscountCodeTask, attempt: number): Promise<TaskOutcome> {
  const data = await api<{ discountCodeBasicCreate: { userErrors: UserError[] } }>(DISCOUNT_CODE_BASIC_CREATE, discountCodeVariables(task))
  const errors = data.discountCodeBasicCreate.userErrors
  if (!errors.length) return { status: 'done' }
  // A retry after an answer that was lost: the code exists because the first call made it.
  if (attempt > 1 && errors.every((e) => e.code === 'TAKEN')) return { status: 'done' }
  return { status: 'failed', error: describe(errors) }
}

async function subscribeCustomer(api: AdminApi, task: CustomerTask): Promise<TaskOutcome> {
  const created = await api<{ customerCreate: { userErrors: UserError[] } }>(CUSTOMER_CREATE, customerCreateVariables(task))
  const errors = created.customerCreate.userErrors
  if (!errors.length) return { status: 'done' }
  const taken = errors.some((e) => e.field?.includes('email') && /taken/i.test(e.message))
  if (!taken) return { status: 'failed', error: describe(errors) }
  // Already a customer (an earlier order, or an earlier attempt): record their consent instead.
  const found = await api<{ customers: { nodes: { id: string }[] } }>(CUSTOMER_BY_EMAIL, customerByEmailVariables(task.email))
  const id = found.customers.nodes[0]?.id
  if (!id) return { status: 'retry', error: `Shopify says ${task.email} is taken but finds no such customer yet` }
  const updated = await api<{ customerEmailMarketingConsentUpdate: { userErrors: UserError[] } }>(
    CUSTOMER_EMAIL_MARKETING_CONSENT_UPDATE,
    consentUpdateVariables(id, task),
  )
  const consentErrors = updated.customerEmailMarketingConsentUpdate.userErrors
  return consentErrors.length ? { status: 'failed', error: describe(consentErrors) } : { status: 'done' }
}

/** Makes one task's calls; `attempt` counts this one (1 on the first). */
export async function runAdminTask(api: AdminApi, kind: AdminTaskKind, payload: unknown, attempt: number): Promise<TaskOutcome> {
  try {
    return kind === 'discount-code'
      ? await createDiscountCode(api, payload as DiscountCodeTask, attempt)
      : await subscribeCustomer(api, payload as CustomerTask)
  } catch (error) {
    if (error instanceof AdminApiUnavailable) return { status: 'retry', error: error.message }
    if (error instanceof AdminApiRefused) return { status: 'failed', error: error.message }
    // An answer of a shape we did not expect: Shopify changed or misbehaved; try again later.
    return { status: 'retry', error: `Unexpected answer from Shopify: ${(error as Error).message}`.slice(0, 500) }
  }
}
