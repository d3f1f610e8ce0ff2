import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { type Db, mailOutbox } from '../db/core'

/** The database, or a transaction on it: queue mail inside the transaction of the data it belongs to. */
export type Executor = Pick<Db, 'insert' | 'select' | 'update'>

export type MailAddress = { address: string; name?: string | null }

export type OutgoingMail = {
  /** What the mail is, for the outbox listing (newsletter-welcome, contact-notification...). */
  kind: string
  to: MailAddress
  replyTo?: MailAddress | null
  subject: string
  text: string
  /** The same words as HTML (services/mail/render.tsx), sent as the text's alternative. */
  html?: string | null
}

// C0 and C1 control characters (CR and LF among them) and the Unicode line separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
/**
 * Unicode's bidirectional controls (embeddings, overrides, isolates, and the marks): U+202E turns
 * "Support <x>" into text that reads backwards, so a name could pass for another sender's.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * A value fit for a mail header: control characters (CR, LF, tab...) become spaces, so no input
 * can end a header line and start another (no Bcc: or other injected header); bidirectional
 * controls are dropped, so a display name reads as it is.
 */
export function headerSafe(value: string): string {
  return value
    .replace(BIDI_CONTROLS, '')
    .replace(CONTROL, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** A plain address: no control character, no angle bracket or comma that could add a recipient. */
export function safeAddress(address: string): string {
  const clean = address.trim()
  // eslint-disable-next-line no-control-regex
  if (!/^[^\s<>,;"()\u0000-\u001f\u007f]+@[^\s<>,;"()\u0000-\u001f\u007f]+$/.test(clean)) {
    throw new Error('Refusing to queue mail to a malformed address')
  }
  return clean
}

/** Writes a mail to the outbox (inside the caller's transaction) and returns its row id. */
export async function queueMail(tx: Executor, mail: OutgoingMail, messageDomain = 'groundwell.local'): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: safeAddress(mail.to.address),
      toName: mail.to.name ? headerSafe(mail.to.name) : null,
      replyToAddress: mail.replyTo ? safeAddress(mail.replyTo.address) : null,
      replyToName: mail.replyTo?.name ? headerSafe(mail.replyTo.name) : null,
      subject: headerSafe(mail.subject),
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      messageId: `<${randomUUID()}@${messageDomain}>`,
    })
    .returning({ id: mailOutbox.id })
  return row!.id
}

export type OutboxRow = typeof mailOutbox.$inferSelect

/** Mail not delivered yet: waiting, being sent, refused, or of uncertain outcome. */
export function listUndelivered(db: Executor): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(ne(mailOutbox.status, 'sent')).orderBy(asc(mailOutbox.id))
}

/** Puts failed or uncertain rows back in the queue (an operator's decision, after checking). */
export async function requeue(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: new Date(), claimedAt: null })
    .where(and(inArray(mailOutbox.id, ids), inArray(mailOutbox.status, ['failed', 'uncertain', 'sending'])))
    .returning({ id: mailOutbox.id })
  return rows.length
}

export function outboxRow(db: Executor, id: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .then((rows) => rows[0])
}
