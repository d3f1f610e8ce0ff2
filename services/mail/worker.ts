import { eq, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { type Db, mailOutbox, queryRows } from '../db/core'
import { headerSafe } from './outbox'
import { createPoller } from '../../shared/poller'

export type MailWorkerOptions = {
  db: Db
  /** smtp:// or smtps:// URL of the mail server (unless a transport is given). */
  smtpUrl?: string
  /** Delivers one mail another way (an HTTP mail API: services/mail/http-transport.ts); unset, nodemailer over smtpUrl. */
  transport?: MailTransport
  /** Sender, such as `Groundwell <support@groundwell.sg>`. */
  from: string
  /** How often to look for due mail when nothing kicks the worker (ms). */
  pollMs?: number
  /** First retry delay; each failure doubles it (ms). */
  baseDelayMs?: number
  /** Longest delay between two attempts (ms); transient failures are retried for ever. */
  maxDelayMs?: number
  /**
   * Rows claimed at once. One by default: a process killed mid-run leaves what it claimed in
   * `sending` for a person, so it claims only the mail it is about to deliver.
   */
  batchSize?: number
  /** Socket timeouts of one delivery (ms). */
  timeoutMs?: number
  log?: Pick<Console, 'info' | 'error'>
}

export type RunSummary = { sent: number; retrying: number; failed: number; uncertain: number }

/** A mail claimed for delivery, as its outbox row. */
export type Claimed = {
  id: number
  kind: string
  to_address: string
  to_name: string | null
  reply_to_address: string | null
  reply_to_name: string | null
  subject: string
  text_body: string
  html_body: string | null
  message_id: string
  attempts: number
}

/** retry: it cannot have been delivered; uncertain: it may have been (never sent again by itself). */
export type Outcome = { status: 'sent' } | { status: 'retry' | 'failed' | 'uncertain'; error: string }

export type MailTransport = (row: Claimed, from: string) => Promise<Outcome>

/**
 * Delivers the outbox over SMTP. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several
 * server copies share the work without sending a row twice. A row is attempted again only when
 * the mail server cannot have accepted it (no connection, or a 4xx reply); a connection lost
 * after the message was handed over marks it `uncertain` instead, for a person to check
 * (`npm run outbox`). Temporary failures back off exponentially and are retried for ever.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { db, smtpUrl, from } = options
  const pollMs = options.pollMs ?? 5_000
  const baseDelayMs = options.baseDelayMs ?? 30_000
  const maxDelayMs = options.maxDelayMs ?? 3_600_000
  const batchSize = options.batchSize ?? 1
  const timeoutMs = options.timeoutMs ?? 30_000
  const log = options.log ?? console

  /** Claims rows due at `asOf`: a row retried during a run is due after it, so each run tries a row once. */
  async function claim(asOf: string): Promise<Claimed[]> {
    return queryRows<Claimed>(
      db,
      sql`update mail_outbox set status = 'sending', claimed_at = now(), attempts = attempts + 1
          where id in (
            select id from mail_outbox
            where status = 'pending' and next_attempt_at <= ${asOf}::timestamptz
            order by id limit ${batchSize}
            for update skip locked)
          returning id, kind, to_address, to_name, reply_to_address, reply_to_name, subject, text_body, html_body, message_id, attempts`,
    )
  }

  if (!options.transport && !smtpUrl) throw new Error('The mail worker needs an SMTP URL or a transport')

  async function deliver(row: Claimed): Promise<Outcome> {
    if (options.transport) return options.transport(row, from)
    // The transaction log tells whether the server said 354 (go ahead) to DATA: past that point
    // the message may have arrived, so a lost connection is not retried.
    let handedOver = false
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      transactionLog: true,
      logger: {
        level: () => {},
        trace: () => {},
        debug: (meta: unknown, message: unknown) => {
          if ((meta as { tnx?: string } | undefined)?.tnx === 'server' && /^354\b/.test(String(message))) handedOver = true
        },
        info: () => {},
        warn: () => {},
        error: () => {},
        fatal: () => {},
      },
    } as Parameters<typeof nodemailer.createTransport>[0])
    try {
      await transport.sendMail({
        from,
        to: { address: row.to_address, name: headerSafe(row.to_name ?? '') },
        replyTo: row.reply_to_address ? { address: row.reply_to_address, name: headerSafe(row.reply_to_name ?? '') } : undefined,
        subject: headerSafe(row.subject),
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        messageId: row.message_id,
        disableFileAccess: true,
        disableUrlAccess: true,
      })
      return { status: 'sent' }
    } catch (error) {
      const e = error as { message?: string; responseCode?: number }
      const message = String(e.message ?? error).slice(0, 500)
      if (e.responseCode && e.responseCode >= 500) return { status: 'failed', error: message }
      if (e.responseCode && e.responseCode >= 400) return { status: 'retry', error: message }
      return { status: handedOver ? 'uncertain' : 'retry', error: message }
    } finally {
      transport.close()
    }
  }

  async function record(row: Claimed, outcome: Outcome) {
    if (outcome.status === 'sent') {
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id))
      return
    }
    if (outcome.status === 'retry') {
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, row.attempts - 1))
      await db.execute(
        sql`update mail_outbox set status = 'pending', last_error = ${outcome.error},
            next_attempt_at = now() + make_interval(secs => ${delay / 1000})
            where id = ${row.id}`,
      )
      return
    }
    await db.update(mailOutbox).set({ status: outcome.status, lastError: outcome.error }).where(eq(mailOutbox.id, row.id))
    log.error(`[mail] ${row.kind} #${row.id} to ${row.to_address}: ${outcome.status}: ${outcome.error}`)
  }

  async function drain(): Promise<RunSummary> {
    const summary: RunSummary = { sent: 0, retrying: 0, failed: 0, uncertain: 0 }
    const [start] = await queryRows<{ now: string }>(db, sql`select now()::text as now`)
    for (;;) {
      const rows = await claim(start!.now)
      if (!rows.length) return summary
      for (const row of rows) {
        const outcome = await deliver(row)
        await record(row, outcome)
        if (outcome.status === 'sent') summary.sent++
        else if (outcome.status === 'retry') summary.retrying++
        else summary[outcome.status]++
      }
    }
  }

  const report = (error: unknown) => log.error('[mail] delivery run failed:', (error as Error).message ?? error)

  return createPoller(drain, { pollMs, report })
}

export type MailWorker = ReturnType<typeof createMailWorker>
