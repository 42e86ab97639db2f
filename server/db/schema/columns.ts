/**
 * Column helpers shared by every schema file, so timestamps behave the same everywhere:
 * `timestamptz` (an instant, never a wall-clock time that depends on the server's zone) mapped
 * to a JS Date.
 */
import { jsonb, timestamp } from "drizzle-orm/pg-core";
import type { Locale } from "./enums";

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

/** The languages a name may be translated into; Korean is the name itself (spec §1: the fallback). */
export type Translations = Partial<Record<Exclude<Locale, "ko">, string>>;

/**
 * A name's translations next to its required Korean column, e.g. `{ "en": "Seoul" }`. A missing
 * or empty language shows the Korean name (server/db/localized-text.ts).
 */
export const translations = () => jsonb("translations").$type<Translations>().notNull().default({});
