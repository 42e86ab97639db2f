/**
 * drizzle-kit settings: `npm run db:generate` diffs server/db/schema against the snapshots in
 * server/db/migrations/meta and writes the next SQL migration there. The migrations are
 * committed and applied at start by server/db/migrate.ts (PGlite and PostgreSQL alike).
 */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
  strict: true,
  verbose: true,
});
