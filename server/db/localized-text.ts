/**
 * A name in the caller's language, picked by the database: the translation when there is a
 * non-empty one, else the Korean name (spec §1: Korean is the default and the fallback).
 */
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Locale } from "./schema";

export function localizedText(
  korean: AnyPgColumn,
  translations: AnyPgColumn,
  locale: Locale,
): SQL<string> {
  if (locale === "ko") return sql<string>`${korean}`;
  return sql<string>`coalesce(nullif(${translations} ->> ${locale}, ''), ${korean})`;
}
