/**
 * `npm run reviews`: lists the reviews waiting for moderation. `npm run reviews -- --approve 12`
 * publishes one; `npm run reviews -- --reject 12 --reason "Not about our products"` deletes it
 * and its photos (the reason is printed, not stored). With the embedded database, stop the shop
 * first (one process at a time may open it); with DATABASE_URL the shop may keep running.
 */
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { DataDirInUseError, openDb } from '../services/db'
import { reviewPhotoStorage } from '../services/functions/embedded'
import { approveReview, listPending, ModerationError, rejectReview } from '../services/functions/moderation'

const usage = 'Usage: npm run reviews [-- --approve ID | -- --reject ID --reason "why"]'

class UsageError extends Error {}

function readArgs(argv: string[]) {
  let values: { approve?: string; reject?: string; reason?: string }
  try {
    ;({ values } = parseArgs({ args: argv, options: { approve: { type: 'string' }, reject: { type: 'string' }, reason: { type: 'string' } }, strict: true }))
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`)
  }
  const id = (raw: string) => {
    const n = Number(raw)
    if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`"${raw}" is not a review id: give the number npm run reviews lists (#12 → 12).`)
    return n
  }
  if (values.approve !== undefined && values.reject !== undefined) throw new UsageError(`Approve or reject, not both.\n${usage}`)
  if (values.approve !== undefined) return { action: 'approve' as const, id: id(values.approve) }
  if (values.reject !== undefined) return { action: 'reject' as const, id: id(values.reject), reason: values.reason ?? '' }
  if (values.reason !== undefined) throw new UsageError(`--reason goes with --reject.\n${usage}`)
  return { action: 'list' as const }
}

async function main() {
  const command = readArgs(process.argv.slice(2))
  const config = loadConfig()
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema ?? undefined })
  const photos = reviewPhotoStorage(database, config.dataDir)
  try {
    if (command.action === 'approve') {
      await approveReview(database.db, command.id)
      console.log(
        `Review #${command.id} approved: it shows on the testimonials and product pages from the next page load (pages are kept up to PAGE_CACHE_SECONDS).`,
      )
      return
    }
    if (command.action === 'reject') {
      const rejected = await rejectReview(database.db, photos, command.id, command.reason)
      console.log(
        `Review #${rejected.id} rejected and deleted with its ${rejected.photos} photo${rejected.photos === 1 ? '' : 's'}. Reason: ${rejected.reason}`,
      )
      return
    }
    const pending = await listPending(database.db)
    const where = database.kind === 'postgres' ? 'in the review_photos table' : `in ${config.dataDir}/uploads`
    console.log(`Pending reviews (${database.label}): ${pending.length}`)
    for (const r of pending) {
      console.log(`\n#${r.id}  ${r.createdAt.toISOString()}  ${r.name} <${r.email}>  ${r.product}  ${r.rating}/5`)
      console.log(r.story.replace(/^/gm, '    '))
      if (r.photos.length) console.log(`    photos (${where}): ${r.photos.map((p) => `${p.key} (${p.width}×${p.height})`).join(', ')}`)
    }
    if (pending.length) console.log(`\nPublish one with --approve ID, or delete it with --reject ID --reason "…".`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ModerationError || error instanceof ConfigError || error instanceof DataDirInUseError
  console.error(known ? (error as Error).message : `reviews: ${(error as Error).message}`)
  process.exit(1)
})
