/**
 * How the auth plugin (server/plugins/auth.ts) checks a bearer token: against the keys and the
 * database of the identity modules. app.ts hands `tokenChecks` to the plugin, so the plugin
 * layer never imports a module and the identity rules stay here.
 */
import type { FastifyInstance } from "fastify";
import type { TokenChecks } from "../../plugins/auth";
import { isFamilyActive } from "../identity/refresh-repository";
import { verifyAccessToken } from "../session/access-token";
import { cachedAccessTokenVerifier } from "../session/access-token-cache";
import { hashSecret } from "../../lib/secrets";
import { findActiveTemporaryToken } from "./temporary-token-repository";

export function tokenChecks(fastify: FastifyInstance): TokenChecks {
  // Without the keys every access token would fail as invalid: say so at start instead.
  if (!fastify.hasDecorator("authKeys")) throw new Error("register auth-keys before auth");
  const keys = fastify.authKeys;
  return {
    // Each app (node) verifies a token's signature once; the family is still checked each time.
    verifyAccessToken: cachedAccessTokenVerifier((token, now) =>
      verifyAccessToken(keys, token, now),
    ),
    async findTemporaryToken(token, now) {
      // Only the hash is stored, so a database leak yields no usable token.
      const row = await findActiveTemporaryToken(fastify.db, hashSecret(token), now);
      return row ? { accountId: row.accountId, tokenId: row.id } : undefined;
    },
    isFamilyActive: (familyId) => isFamilyActive(fastify.db, familyId),
  };
}
