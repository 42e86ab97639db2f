/**
 * Integration key secrets: `gpk_` and 256 random bits, shown once at creation; the database keeps
 * only the SHA-256 (server/db/schema/admin.ts), so a lookup by secret is one indexed query.
 */
import { hashSecret, randomToken } from "./secrets";

export const API_KEY_PREFIX = "gpk_";

/** The demo seed's key with both scopes (API.md "Integration"); never seeded in production. */
export const DEMO_INTEGRATION_KEY = "demo-integration-key";

export function newApiKeySecret(): string {
  return randomToken(API_KEY_PREFIX);
}

export function hashApiKeySecret(secret: string): string {
  return hashSecret(secret);
}
