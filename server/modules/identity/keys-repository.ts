/** Queries of signing_keys: the shared keys every node must agree on. */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { signingKeys, type KeyPurpose } from "../../db/schema";

export type KeyRow = typeof signingKeys.$inferSelect;
export type NewKeyRow = typeof signingKeys.$inferInsert;

/** The current (not retired) key of a purpose, if any. */
export async function findCurrentKey(db: Db, purpose: KeyPurpose): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(signingKeys)
    .where(and(eq(signingKeys.purpose, purpose), isNull(signingKeys.retiredAt)))
    .limit(1);
  return row;
}

/** Any key by id, retired ones included (a form may have encrypted with it moments ago). */
export async function findKey(db: Db, keyId: string): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.keyId, keyId)).limit(1);
  return row;
}

/**
 * Inserts a key unless one is current already. The partial unique index (one current key per
 * purpose) makes nodes starting together agree: the loser's insert does nothing.
 */
export async function insertKeyIfAbsent(db: Db, row: NewKeyRow): Promise<void> {
  await db.insert(signingKeys).values(row).onConflictDoNothing();
}
