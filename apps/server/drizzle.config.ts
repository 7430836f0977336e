import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both engines (PGlite and PostgreSQL) apply them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
