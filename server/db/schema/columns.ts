/**
 * Column helpers shared by every schema file, so timestamps behave the same everywhere:
 * `timestamptz` (an instant, never a wall-clock time that depends on the server's zone) mapped
 * to a JS Date.
 */
import { timestamp } from "drizzle-orm/pg-core";

/** A nullable `timestamp with time zone` read as a Date. Chain `.notNull()` where required. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => tstz("created_at").notNull().defaultNow();

/** Set by the database on insert and by Drizzle on every update issued through it. */
export const updatedAt = () =>
  tstz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The list inside `col IN (...)` of a CHECK constraint, from one of the arrays in enums.ts. */
export function inList(values: readonly string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
}
