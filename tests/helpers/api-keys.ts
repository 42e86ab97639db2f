/** Integration keys for the feed and import suites: a row in api_keys and its bearer header. */
import type { Db } from "../../server/db/client";
import { apiKeys, type ApiKeyScope } from "../../server/db/schema";
import { hashApiKeySecret, newApiKeySecret } from "../../server/lib/api-key-secret";

export async function createApiKey(db: Db, scopes: ApiKeyScope[], name = "test feeder") {
  const secret = newApiKeySecret();
  const [row] = await db
    .insert(apiKeys)
    .values({ name, scopes, secretHash: hashApiKeySecret(secret) })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error("api key not inserted");
  return { id: row.id, secret, headers: { authorization: `Bearer ${secret}` } };
}
