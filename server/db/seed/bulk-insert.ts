/**
 * The fast load path of the large seed (and the bench that uses it): each batch of rows travels
 * as ONE JSON parameter and is unpacked in the database by json_populate_recordset. Compared with
 * a multi-row VALUES list this sends one bind parameter instead of 30 per row (no 65,535-parameter
 * ceiling, no per-value SQL building in drizzle) and works the same on PGlite and PostgreSQL.
 *
 * Every row of a batch must have the same keys (the columns named in the statement); a column no
 * row names keeps its database default. Dates are sent as ISO strings, which timestamptz reads.
 */
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import { rowsOf } from "../raw-rows";

/** Rows per statement: large enough to amortise the round trip, small enough for PGlite's heap. */
export const BULK_BATCH_ROWS = 2_000;

type Row = Record<string, unknown>;

export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  const first = rows[0] as Row | undefined;
  if (!first) return;
  const columns = getTableColumns(table);
  const named = Object.keys(first).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, name: column.name };
  });
  const target = sql.identifier(getTableName(table));
  const list = sql.join(
    named.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += BULK_BATCH_ROWS) {
    const batch = (rows.slice(i, i + BULK_BATCH_ROWS) as readonly Row[]).map((row) =>
      Object.fromEntries(named.map((c) => [c.name, row[c.key] ?? null])),
    );
    await db.execute(
      sql`insert into ${target} (${list}) select ${list}
        from json_populate_recordset(null::${target}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * Runs `load` with the table's plain (non-unique) indexes dropped and builds them again after:
 * building a B-tree once from sorted input is several times cheaper than 50,000 single inserts
 * into each of its 15 indexes. Unique indexes stay (they back constraints). Meant for a
 * transaction: on PostgreSQL other sessions then wait for the commit instead of seeing a table
 * without its indexes.
 */
export async function withIndexesRebuilt(
  tx: Db,
  table: PgTable,
  load: () => Promise<void>,
): Promise<void> {
  const indexes = await rowsOf<{ name: string; definition: string }>(
    tx,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = ${getTableName(table)}
        and indexdef not like 'CREATE UNIQUE%'`,
  );
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

/**
 * Runs `load` without the row-level foreign-key triggers (three per employee row, about half of
 * the load time) when the role may do so (superuser: always on PGlite). Only for rows that
 * reference ids the same transaction has just inserted, so the checks could not fail.
 */
export async function withoutForeignKeyChecks(tx: Db, load: () => Promise<void>): Promise<void> {
  const [role] = await rowsOf<{ superuser: boolean }>(
    tx,
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (!role?.superuser) return load();
  await tx.execute(sql`set local session_replication_role = replica`);
  await load();
  await tx.execute(sql`set local session_replication_role = origin`);
}
