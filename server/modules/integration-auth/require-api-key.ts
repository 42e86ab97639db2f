/**
 * Authentication of the integration calls (API.md "Integration (wave 2)"): SCIM provisioning and
 * the feeds present `Authorization: Bearer <api key secret>`.
 * - missing, unknown or revoked key -> 401; a key without the route's scope -> 403;
 * - more than KEY_RATE.limit calls a minute per key -> 429 with Retry-After;
 * - failures are audited (API_KEY_FAILED, never the secret) and limited per address, so a
 *   guessing caller fills neither the trail nor the database;
 * - use is audited (API_KEY_USED) together with last_used_at, at most once a minute per key.
 * The hook throws ApiError; the portal's error handler turns that into the envelope, and the
 * SCIM module's own handler into SCIM error bodies.
 *
 *   fastify.addHook("onRequest", requireApiKey(fastify.db, "feed"));
 *   ... integrationKeyOf(request).id
 */
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { ApiKeyScope } from "../../db/schema";
import { apiErrors } from "../../lib/api-error";
import { consumeRateLimit, enforceRateLimits, type RateRule } from "../../lib/rate-limit";
import { audit, metaOf } from "../identity/audit";
import { findKeyBySecret, touchLastUsed, type IntegrationKey } from "./key-repository";

export type { IntegrationKey } from "./key-repository";

const MINUTE = 60_000;

/** Calls per key and minute: an identity provider's full sync or 1,000-person feed batches. */
export const KEY_RATE: RateRule = { name: "apikey:key", limit: 1_200, windowMs: MINUTE };
/** Failed key checks per address and minute before the address gets 429 instead of 401. */
export const FAILURE_RATE: RateRule = { name: "apikey:fail-ip", limit: 30, windowMs: MINUTE };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireApiKey; undefined on routes without it. */
    integrationKey?: IntegrationKey;
  }
}

function bearerSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer[ ]+(\S{1,512})\s*$/i.exec(header) : null;
  return match?.[1];
}

export interface RequireApiKeyOptions {
  /** Per-key limit; tests pass a small one. */
  keyRate?: RateRule;
}

export function requireApiKey(db: Db, scope: ApiKeyScope, options: RequireApiKeyOptions = {}) {
  const keyRate = options.keyRate ?? KEY_RATE;

  return async (request: FastifyRequest): Promise<void> => {
    const now = request.server.clock.now();
    const meta = metaOf(request);
    const where = { scope, method: request.method, path: request.routeOptions.url ?? "" };

    const fail = async (reason: string, keyId?: number) => {
      const verdict = await consumeRateLimit(db, now, FAILURE_RATE, request.ip);
      if (!verdict.allowed) {
        // One entry when the address crosses the limit, none for the rest of the window.
        if (verdict.count === FAILURE_RATE.limit + 1) {
          await audit(db, request.log, meta, {
            event: "RATE_LIMITED",
            outcome: "DENIED",
            details: { rule: FAILURE_RATE.name, ...where },
          });
        }
        throw apiErrors.tooManyRequests(verdict.retryAfterSeconds);
      }
      await audit(db, request.log, meta, {
        event: "API_KEY_FAILED",
        outcome: "FAILURE",
        details: { reason, keyId: keyId ?? null, ...where },
      });
      throw apiErrors.unauthorized();
    };

    const secret = bearerSecret(request);
    if (!secret) return fail("missing");
    const lookup = await findKeyBySecret(db, secret);
    if (!lookup.found) return fail(lookup.reason, lookup.keyId);
    const { key } = lookup;

    if (!key.scopes.includes(scope)) {
      await audit(db, request.log, meta, {
        event: "API_KEY_FAILED",
        outcome: "DENIED",
        details: { reason: "scope", keyId: key.id, keyName: key.name, ...where },
      });
      throw apiErrors.forbidden();
    }

    await enforceRateLimits(db, now, [[keyRate, String(key.id)]], {
      onLimited: (rules) =>
        audit(db, request.log, meta, {
          event: "RATE_LIMITED",
          outcome: "DENIED",
          details: { rule: rules.join(","), keyId: key.id, keyName: key.name, ...where },
        }),
    });

    if (await touchLastUsed(db, key.id, now)) {
      await audit(db, request.log, meta, {
        event: "API_KEY_USED",
        outcome: "SUCCESS",
        details: { keyId: key.id, keyName: key.name, ...where },
      });
    }
    request.integrationKey = key;
  };
}

/** The key requireApiKey attached; a route that forgot the hook fails closed. */
export function integrationKeyOf(request: FastifyRequest): IntegrationKey {
  if (!request.integrationKey) throw apiErrors.unauthorized();
  return request.integrationKey;
}

/** "api-key:<id>", the actor of an audit entry written on behalf of a key. */
export function keyActor(key: IntegrationKey): string {
  return `api-key:${key.id}`;
}
