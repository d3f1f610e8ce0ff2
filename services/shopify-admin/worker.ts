import { eq, sql } from 'drizzle-orm'
import { adminTasks, type AdminTaskKind, type Db, queryRows } from '../db/core'
import type { AdminApi } from './client'
import { runAdminTask, type TaskOutcome } from './tasks'
import { createPoller } from '../../shared/poller'

export type AdminWorkerOptions = {
  db: Db
  api: AdminApi
  /** How often to look for due tasks when nothing kicks the worker (ms). */
  pollMs?: number
  /** First retry delay; each failure doubles it (ms). */
  baseDelayMs?: number
  /** Longest delay between two attempts (ms); Shopify being down is retried for ever. */
  maxDelayMs?: number
  /** How long a claimed task is left to its worker before another may take it (ms). */
  leaseMs?: number
  batchSize?: number
  log?: Pick<Console, 'info' | 'error'>
}

export type AdminRunSummary = { done: number; retrying: number; failed: number }

type Claimed = { id: number; kind: AdminTaskKind; payload: unknown; attempts: number }

/**
 * Makes the Admin API calls owed by sign-ups and reviews (decision 026), as the mail worker
 * delivers the outbox: tasks claimed with `FOR UPDATE SKIP LOCKED` and a lease (a worker that
 * dies mid-call leaves its task to be taken again when the lease ends), Shopify down retried with
 * exponential back-off, a refusal (userErrors) recorded as failed with Shopify's message.
 */
export function createAdminWorker(options: AdminWorkerOptions) {
  const { db, api } = options
  const pollMs = options.pollMs ?? 15_000
  const baseDelayMs = options.baseDelayMs ?? 30_000
  const maxDelayMs = options.maxDelayMs ?? 3_600_000
  const leaseMs = options.leaseMs ?? 120_000
  const batchSize = options.batchSize ?? 10
  const log = options.log ?? console

  /** Claims tasks due at `asOf`: one retried during a run is due after it, so a run tries each once. */
  const claim = (asOf: string) =>
    queryRows<Claimed>(
      db,
      sql`update shopify_admin_tasks set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
          where id in (
            select id from shopify_admin_tasks
            where status = 'pending' and next_attempt_at <= ${asOf}::timestamptz
            order by id limit ${batchSize}
            for update skip locked)
          returning id, kind, payload, attempts`,
    )

  async function record(task: Claimed, outcome: TaskOutcome) {
    if (outcome.status === 'done') {
      await db.update(adminTasks).set({ status: 'done', doneAt: new Date(), lastError: null }).where(eq(adminTasks.id, task.id))
    } else if (outcome.status === 'retry') {
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, task.attempts - 1))
      await db.execute(
        sql`update shopify_admin_tasks set last_error = ${outcome.error}, next_attempt_at = now() + make_interval(secs => ${delay / 1000})
            where id = ${task.id}`,
      )
    } else {
      await db.update(adminTasks).set({ status: 'failed', lastError: outcome.error }).where(eq(adminTasks.id, task.id))
      log.error(`[shopify] ${task.kind} task #${task.id} failed: ${outcome.error}`)
    }
  }

  async function drain(): Promise<AdminRunSummary> {
    const summary: AdminRunSummary = { done: 0, retrying: 0, failed: 0 }
    const [start] = await queryRows<{ now: string }>(db, sql`select now()::text as now`)
    for (;;) {
      const tasks = await claim(start!.now)
      if (!tasks.length) return summary
      for (const task of tasks) {
        const outcome = await runAdminTask(api, task.kind, task.payload, task.attempts)
        await record(task, outcome)
        if (outcome.status === 'retry') summary.retrying++
        else summary[outcome.status]++
      }
    }
  }

  const report = (error: unknown) => log.error('[shopify] task run failed:', (error as Error).message ?? error)

  return createPoller(drain, { pollMs, report })
}

export type AdminWorker = ReturnType<typeof createAdminWorker>
