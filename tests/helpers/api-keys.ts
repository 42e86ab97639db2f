/**
 * Integration keys for the suites of the integration calls (SCIM, feeds): a key row with the
 * given scopes, and the secret to present as `Authorization: Bearer <secret>`.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { apiKeys, type ApiKeyScope } from "../../server/db/schema";
import { hashApiKeySecret, newApiKeySecret } from "../../server/lib/api-key-secret";
import { uniqueName } from "./factories";

export interface TestApiKey {
  id: number;
  name: string;
  secret: string;
  headers: { authorization: string };
}

export async function createApiKey(
  db: Db,
  scopes: ApiKeyScope[],
  values: { name?: string } = {},
): Promise<TestApiKey> {
  const secret = newApiKeySecret();
  const name = values.name ?? uniqueName("key");
  const [row] = await db
    .insert(apiKeys)
    .values({ name, scopes, secretHash: hashApiKeySecret(secret) })
    .returning({ id: apiKeys.id });
  return { id: row!.id, name, secret, headers: { authorization: `Bearer ${secret}` } };
}

export async function revokeApiKey(db: Db, id: number, at = new Date()): Promise<void> {
  await db.update(apiKeys).set({ revokedAt: at, revokedBy: "test" }).where(eq(apiKeys.id, id));
}
