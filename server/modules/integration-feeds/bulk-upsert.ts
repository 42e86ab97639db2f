/**
 * Insert-or-update of many rows in one statement per 2,000 rows, the same JSON-parameter trick as
 * the seed's bulkInsert (server/db/seed/bulk-insert.ts): one bind parameter per batch, unpacked
 * by json_populate_recordset, then `on conflict (target) do update` with every other named column.
 * Rows of one call must name the same keys. Used by the feeds (1,000 people a call) and the CSV
 * import (50,000 rows), where a statement per row would cost minutes.
 */
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { BULK_BATCH_ROWS } from "../../db/seed/bulk-insert";

type Row = Record<string, unknown>;

export async function bulkUpsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  target: ReadonlyArray<keyof T["$inferInsert"] & string>,
): Promise<void> {
  const first = rows[0] as Row | undefined;
  if (!first) return;
  const columns = getTableColumns(table);
  const nameOf = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.name;
  };
  const named = Object.keys(first).map((key) => ({ key, name: nameOf(key) }));
  const targetNames = target.map(nameOf);
  const updated = named.filter((c) => !targetNames.includes(c.name));
  const table_ = sql.identifier(getTableName(table));
  const list = sql.join(
    named.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const conflict = sql.join(
    targetNames.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const action =
    updated.length === 0
      ? sql`do nothing`
      : sql`do update set ${sql.join(
          updated.map((c) => sql`${sql.identifier(c.name)} = excluded.${sql.identifier(c.name)}`),
          sql`, `,
        )}`;
  for (let i = 0; i < rows.length; i += BULK_BATCH_ROWS) {
    const batch = (rows.slice(i, i + BULK_BATCH_ROWS) as readonly Row[]).map((row) =>
      Object.fromEntries(named.map((c) => [c.name, row[c.key] ?? null])),
    );
    await db.execute(
      sql`insert into ${table_} (${list}) select ${list}
        from json_populate_recordset(null::${table_}, ${JSON.stringify(batch)}::json)
        on conflict (${conflict}) ${action}`,
    );
  }
}
