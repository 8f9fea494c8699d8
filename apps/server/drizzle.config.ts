import { defineConfig } from 'drizzle-kit'

// Only `npm run db:generate -w @vitrine/server` uses this; the server applies the generated SQL
// at start with drizzle's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
