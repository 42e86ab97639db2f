/**
 * Integration keys as the request guard needs them: found by the SHA-256 of the presented secret
 * (one indexed query), and their last use written at most once a minute per key.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys, type ApiKeyScope } from "../../db/schema";
import { hashApiKeySecret } from "../../lib/api-key-secret";

export interface IntegrationKey {
  id: number;
  name: string;
  scopes: readonly ApiKeyScope[];
}

export type KeyLookup =
  | { found: true; key: IntegrationKey }
  | { found: false; reason: "unknown" | "revoked"; keyId?: number };

export async function findKeyBySecret(db: Db, secret: string): Promise<KeyLookup> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, hashApiKeySecret(secret)));
  if (!row) return { found: false, reason: "unknown" };
  if (row.revokedAt) return { found: false, reason: "revoked", keyId: row.id };
  return {
    found: true,
    key: { id: row.id, name: row.name, scopes: row.scopes as ApiKeyScope[] },
  };
}

export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Sets last_used_at unless it is already less than a minute old. True when this call wrote it
 * (so the caller records one "key used" entry per key and minute, not one per request).
 */
export async function touchLastUsed(db: Db, keyId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    )
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
