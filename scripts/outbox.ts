/**
 * `npm run outbox`: lists the mail not delivered yet (waiting, being sent, refused or of
 * uncertain outcome). `npm run outbox -- --retry 12 13` queues refused or uncertain rows again.
 * With the embedded database, stop the server first (one process at a time may open it).
 */
import { ConfigError, loadConfig } from '../config'
import { openDb } from '../services/db'
import { listUndelivered, requeue } from '../services/mail/outbox'

const explain: Record<string, string> = {
  pending: 'waiting',
  sending: 'being sent (or the sender stopped mid-way: check, then --retry)',
  failed: 'refused by the mail server',
  uncertain: 'connection lost after hand-over: may have arrived (check, then --retry)',
}

async function main() {
  const config = loadConfig()
  const args = process.argv.slice(2)
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema ?? undefined })
  try {
    if (args[0] === '--retry') {
      const ids = args
        .slice(1)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
      const count = await requeue(database.db, ids)
      console.log(`${count} mail${count === 1 ? '' : 's'} queued again.`)
      return
    }
    const rows = await listUndelivered(database.db)
    console.log(
      `Outbox (${database.label}): ${rows.length} undelivered mail${rows.length === 1 ? '' : 's'}${config.smtpUrl ? '' : ' (SMTP_URL is unset: nothing is being sent)'}`,
    )
    for (const row of rows) {
      console.log(
        [
          `#${row.id}`,
          row.createdAt.toISOString(),
          row.kind,
          `to ${row.toAddress}`,
          JSON.stringify(row.subject),
          `${row.status}: ${explain[row.status] ?? row.status}`,
          row.attempts ? `${row.attempts} attempt${row.attempts === 1 ? '' : 's'}` : '',
          row.status === 'pending' && row.attempts ? `next ${row.nextAttemptAt.toISOString()}` : '',
          row.lastError ? `last error: ${row.lastError}` : '',
        ]
          .filter(Boolean)
          .join('  '),
      )
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `outbox: ${(error as Error).message}`)
  process.exit(1)
})
