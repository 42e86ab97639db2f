/** Multi-row inserts in chunks: one statement per chunk instead of one per row. */
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";

/** Well below PostgreSQL's 65,535 bind parameters even for the 30-column employees table. */
const CHUNK_ROWS = 500;

export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await db.insert(table).values(rows.slice(i, i + CHUNK_ROWS));
  }
}
