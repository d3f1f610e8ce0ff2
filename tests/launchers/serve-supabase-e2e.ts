/**
 * The browser tests' second server (Playwright's `webServer`, project `supabase`): the built shop
 * with SUPABASE_URL pointing at the deployable functions run by Deno (tests/launchers/supabase-local.ts),
 * on a database of their own on TEST_DATABASE_URL and an SMTP server that keeps what it receives.
 * The newsletter, contact and review end-to-end tests run against it as against the embedded functions.
 */
import pg from 'pg'
import { startSmtp } from '../../services/mail/test-smtp'
import { spawnShop, waitForReady, whenOrphaned } from '../../scripts/lib/shop-process'
import { createProjectDatabase, projectKeys, startSupabaseLocal } from './supabase-local'

const { PORT = '', TEST_DATABASE_URL } = process.env
if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set: the Supabase end-to-end tests need a Postgres')

const [project, smtp, keys] = await Promise.all([createProjectDatabase(TEST_DATABASE_URL), startSmtp(), projectKeys()])
const functions = await startSupabaseLocal({
  jwtSecret: keys.secret,
  env: { SUPABASE_DB_URL: project.url, SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey, SHOP_URL: `http://127.0.0.1:${PORT}`, SMTP_URL: smtp.url },
})
const shop = await spawnShop({
  port: Number(PORT) || undefined,
  // A data folder of its own (for the embedded store's carts): never the main server's.
  env: { PORT, SUPABASE_URL: functions.url, SUPABASE_ANON_KEY: keys.anonKey },
})

let stopping = false
async function stopAll() {
  await shop.stop()
  // What reached the functions' database: the end-to-end tests went through them, not around them.
  const client = new pg.Client({ connectionString: project.url })
  await client.connect()
  const { rows } = await client.query(
    'select (select count(*) from subscribers) as subscribers, (select count(*) from contact_messages) as messages, (select count(*) from reviews) as reviews',
  )
  await client.end()
  console.log(`The Supabase functions stored ${JSON.stringify(rows[0])}`)
  await functions.stop()
  await smtp.close()
  await project.drop()
}
const stopOnce = () => {
  stopping = true
  void stopAll().finally(() => process.exit(0))
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, stopOnce)
whenOrphaned(stopOnce)
try {
  await waitForReady(shop)
} catch (error) {
  if (!stopping) {
    console.error((error as Error).message)
    await stopAll()
    process.exit(1)
  }
}
console.log(`e2e shop on the Supabase functions ready on ${shop.url}`)
void shop.exited().then(([code, signal]) => {
  if (stopping) return
  console.error(
    `The e2e shop exited (code ${code}, signal ${signal}). Its output:\n${shop.output().slice(-8000)}\nThe functions' output:\n${functions.output().slice(-4000)}`,
  )
  process.exit(1)
})
