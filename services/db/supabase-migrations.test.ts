import { readdir } from 'node:fs/promises'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { expectedFromDrizzle, SUPABASE_ONLY, supabaseMigrations, supabaseMigrationsDir } from '../../scripts/supabase-migrations'
import { createProjectDatabase, postgresForTests, requireUrl } from '../../tests/launchers/supabase-local'

/** One schema: what `supabase db push` applies is the shop's own migrations, word for word. */
describe('supabase/migrations', () => {
  it('holds every migration of services/db/migrations unchanged, in the same order, and only the Supabase-only ones besides', async () => {
    const expected = await expectedFromDrizzle()
    const actual = await supabaseMigrations()
    expect(actual.filter((m) => !SUPABASE_ONLY.includes(m.file))).toEqual(expected)
    expect((await readdir(supabaseMigrationsDir)).sort()).toEqual([...expected.map((m) => m.file), ...SUPABASE_ONLY].sort())
    // The Supabase-only migration sorts after the first schema migration (whose tables it guards).
    expect(actual.findIndex((m) => m.file === SUPABASE_ONLY[0])).toBe(1)
  })

  it('name no schema: the shop runs them in its own (DATABASE_SCHEMA), beside other copies', async () => {
    for (const migration of await expectedFromDrizzle()) expect(migration.sql, migration.file).not.toMatch(/"public"\./)
  })
})

const postgres = postgresForTests()

describe.skipIf(postgres.skip)(`supabase/migrations on a Postgres${postgres.note}`, () => {
  it('close the tables to the Data API roles Supabase grants them to, now and for tables made later; no schedule without pg_cron', async () => {
    // Supabase's roles and its default grant of every new table to them, as a project starts with.
    const project = await createProjectDatabase(requireUrl(postgres.url), async (client) => {
      await client.query(`do $$ begin
        if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
        if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
      exception when duplicate_object or unique_violation then null; end $$`)
      await client.query('alter default privileges for role postgres in schema public grant all on tables to anon, authenticated')
    })
    const client = new pg.Client({ connectionString: project.url })
    await client.connect()
    try {
      await client.query('create table later_table (id int)')
      const { rows } = await client.query(
        `select t, r, has_table_privilege(r, t, 'select') as can from unnest(array['subscribers', 'mail_outbox', 'later_table']) t, unnest(array['anon', 'authenticated']) r`,
      )
      expect(rows.filter((row) => row.can)).toEqual([])
      expect((await client.query("select count(*)::int as n from pg_namespace where nspname = 'cron'")).rows[0].n).toBe(0)
    } finally {
      await client.end()
      await project.drop()
    }
  })
})
