import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes a new SQL migration after a change to the schema; the
// server applies pending migrations at start-up (services/db).
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/db/schema.ts',
  out: './services/db/migrations',
})
