/**
 * Rows of a raw SQL statement. With the driver-neutral Db type, `db.execute()` is typed as
 * `unknown` (each driver has its own result shape), although both PGlite and node-postgres
 * return `{ rows }`. This is the one place that relies on that, for queries the builder
 * cannot express.
 */
import type { SQLWrapper } from "drizzle-orm";
import type { Db } from "./client";

export async function rowsOf<T extends Record<string, unknown>>(
  db: Db,
  query: SQLWrapper,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  if (!Array.isArray(result.rows)) throw new Error("unexpected result shape from db.execute()");
  return result.rows;
}
