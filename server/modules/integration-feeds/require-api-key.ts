/**
 * STAND-IN until the integration-key authentication lands (API.md "Integration"): the same
 * signature, so the routes only change their import. Bearer secret -> api_keys row by hash;
 * missing, unknown or revoked -> 401, without the scope -> 403; 600 calls a minute per key.
 */
import type { FastifyRequest } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys, type ApiKeyScope } from "../../db/schema";
import { apiErrors } from "../../lib/api-error";
import { hashApiKeySecret } from "../../lib/api-key-secret";
import { enforceRateLimits } from "../../lib/rate-limit";

export interface ApiKeyCaller {
  id: number;
  name: string;
}

declare module "fastify" {
  interface FastifyRequest {
    apiKey?: ApiKeyCaller;
  }
}

const RULE = { name: "api-key", limit: 600, windowMs: 60_000 };

export function requireApiKey(db: Db, scope: ApiKeyScope) {
  return async (request: FastifyRequest): Promise<void> => {
    const match = /^Bearer (\S{1,200})$/.exec(request.headers.authorization ?? "");
    if (!match?.[1]) throw apiErrors.unauthorized();
    const [key] = await db
      .select({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes })
      .from(apiKeys)
      .where(and(eq(apiKeys.secretHash, hashApiKeySecret(match[1])), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!key) throw apiErrors.unauthorized();
    if (!key.scopes.includes(scope)) throw apiErrors.forbidden();
    await enforceRateLimits(db, new Date(), [[RULE, String(key.id)]]);
    request.apiKey = { id: key.id, name: key.name };
  };
}

export function apiKeyOf(request: FastifyRequest): ApiKeyCaller {
  if (!request.apiKey) throw apiErrors.unauthorized();
  return request.apiKey;
}
