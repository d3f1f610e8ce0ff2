import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * supabase/migrations holds the shop's own migrations (services/db/migrations, made by
 * drizzle-kit) under the names the Supabase CLI orders them by, `<UTC timestamp>_<name>.sql`,
 * the timestamp being when drizzle-kit made each one; plus the Supabase-only migrations
 * (SUPABASE_ONLY). `npm run supabase:migrations` writes them; a test checks they are equal.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const drizzleDir = path.join(root, 'services/db/migrations')
export const supabaseMigrationsDir = path.join(root, 'supabase/migrations')

/** Migrations that exist only in a Supabase project (Data API access, the mail schedule). */
export const SUPABASE_ONLY = ['20261121143017_supabase_only.sql']

const stamp = (ms: number) => new Date(ms).toISOString().replace(/\D/g, '').slice(0, 14)

/** The shop's migrations as Supabase names them: file name and SQL. */
export async function expectedFromDrizzle(): Promise<{ file: string; sql: string }[]> {
  const journal = JSON.parse(await readFile(path.join(drizzleDir, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] }
  return Promise.all(
    journal.entries.map(async (entry) => ({
      file: `${stamp(entry.when)}_${entry.tag.replace(/^\d+_/, '')}.sql`,
      sql: await readFile(path.join(drizzleDir, `${entry.tag}.sql`), 'utf8'),
    })),
  )
}

/** supabase/migrations in the order the Supabase CLI applies them. */
export async function supabaseMigrations(): Promise<{ file: string; sql: string }[]> {
  const files = (await readdir(supabaseMigrationsDir)).filter((f) => f.endsWith('.sql')).sort()
  return Promise.all(files.map(async (file) => ({ file, sql: await readFile(path.join(supabaseMigrationsDir, file), 'utf8') })))
}

/** Writes the shop's migrations into supabase/migrations, removing ones no longer in the journal. */
export async function writeSupabaseMigrations() {
  const expected = await expectedFromDrizzle()
  const keep = new Set([...expected.map((m) => m.file), ...SUPABASE_ONLY])
  for (const file of await readdir(supabaseMigrationsDir)) if (file.endsWith('.sql') && !keep.has(file)) await rm(path.join(supabaseMigrationsDir, file))
  for (const m of expected) await writeFile(path.join(supabaseMigrationsDir, m.file), m.sql)
  return expected.map((m) => m.file)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`supabase/migrations: ${(await writeSupabaseMigrations()).join(', ')}`)
}
