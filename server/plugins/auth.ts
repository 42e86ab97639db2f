/**
 * Authentication of API calls (API.md "Envelope and errors", DESIGN.md §5).
 * A route opts in with `config: { auth: "access" | "temporary" | "access-or-temporary" }`
 * (default "none"), or with the preHandlers `fastify.requireAccess` / `requireTemporary` /
 * `requireAccessOrTemporary`. Then:
 * - `request.auth` = { accountId, companyId, empNo, authority, familyId } of the access token;
 * - `request.temporaryAuth` = { accountId, tokenId } of a temporary token;
 * - `request.callerAccountId` = either one's account (for access-or-temporary routes).
 * Reading one that the route did not authenticate throws 401, so a route that forgot to opt in
 * fails closed instead of trusting nobody's identity.
 * Errors: expired -> 401 TOKEN_EXPIRED, malformed -> 401 TOKEN_PARSE_ERROR, missing, invalid or
 * revoked (family ended) -> 401 UNAUTHORIZED.
 * The token checks themselves belong to the identity modules; app.ts hands them in as the
 * `tokenChecks` option, so this layer never imports a module (modules import plugins).
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { apiErrors } from "../lib/api-error";
import { readThrough } from "../lib/node-cache";

export type AuthMode = "none" | "access" | "temporary" | "access-or-temporary";

export interface AccessAuth {
  accountId: string;
  companyId: number;
  empNo: string;
  authority: string;
  familyId: string;
}

export interface TemporaryAuth {
  accountId: string;
  tokenId: string;
}

/** expired -> TOKEN_EXPIRED, malformed -> TOKEN_PARSE_ERROR, invalid -> UNAUTHORIZED. */
export type AccessVerdict =
  { ok: true; claims: AccessAuth } | { ok: false; reason: "expired" | "malformed" | "invalid" };

export interface TokenChecks {
  verifyAccessToken(token: string, now: Date): Promise<AccessVerdict>;
  /** The active temporary token with this value, or undefined (unknown, used or expired). */
  findTemporaryToken(token: string, now: Date): Promise<TemporaryAuth | undefined>;
  /** False once logout, password change, company switch or reuse detection ended it. */
  isFamilyActive(familyId: string): Promise<boolean>;
}

export interface AuthPluginOptions {
  /** Called once at registration; the checks may use the instance's database and keys. */
  tokenChecks(fastify: FastifyInstance): TokenChecks;
}

/** Temporary tokens are opaque and carry this prefix, so they never reach the JWT parser. */
export const TEMPORARY_TOKEN_PREFIX = "tmp_";

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    readonly auth: AccessAuth;
    readonly temporaryAuth: TemporaryAuth;
    readonly callerAccountId: string;
  }
  interface FastifyInstance {
    requireAccess: preHandlerAsyncHookHandler;
    requireTemporary: preHandlerAsyncHookHandler;
    requireAccessOrTemporary: preHandlerAsyncHookHandler;
  }
}

const accessOf = new WeakMap<FastifyRequest, AccessAuth>();
const temporaryOf = new WeakMap<FastifyRequest, TemporaryAuth>();

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** A route may name its mode in config and also add a guard: authenticate once per request. */
function alreadyAuthenticated(request: FastifyRequest, mode: AuthMode): boolean {
  const access = accessOf.has(request);
  const temporary = temporaryOf.has(request);
  if (mode === "access") return access;
  if (mode === "temporary") return temporary;
  return access || temporary;
}

async function authPlugin(fastify: FastifyInstance, opts: AuthPluginOptions) {
  const checks = opts.tokenChecks(fastify);

  async function authenticate(request: FastifyRequest, mode: AuthMode): Promise<void> {
    if (mode === "none" || alreadyAuthenticated(request, mode)) return;
    const token = bearerToken(request);
    if (!token) throw apiErrors.unauthorized();
    const now = fastify.clock.now();

    if (token.startsWith(TEMPORARY_TOKEN_PREFIX)) {
      // A temporary token opens only the verification calls and the company list.
      if (mode === "access") throw apiErrors.unauthorized();
      const temporary = await checks.findTemporaryToken(token, now);
      if (!temporary) throw apiErrors.unauthorized();
      temporaryOf.set(request, temporary);
      return;
    }
    if (mode === "temporary") throw apiErrors.unauthorized();

    const verdict = await checks.verifyAccessToken(token, now);
    if (!verdict.ok) {
      if (verdict.reason === "expired") throw apiErrors.tokenExpired();
      if (verdict.reason === "malformed") throw apiErrors.tokenParseError();
      throw apiErrors.unauthorized();
    }
    // Logout, password change, company switch and reuse detection end the family at once,
    // not when the 15 minutes are over: on every node, as they announce it (node-cache.ts).
    const { familyId, accountId } = verdict.claims;
    const owner = await readThrough(
      fastify.db,
      "family",
      familyId,
      async () => ((await checks.isFamilyActive(familyId)) ? accountId : null),
      (active) => active !== null, // an ended family never comes back: no need to keep those
    );
    if (owner === null) throw apiErrors.unauthorized();
    accessOf.set(request, verdict.claims);
  }

  const guard =
    (mode: AuthMode): preHandlerAsyncHookHandler =>
    async (request) =>
      authenticate(request, mode);
  const onRequestOf = new Map<AuthMode, preHandlerAsyncHookHandler>();
  fastify.decorate("requireAccess", guard("access"));
  fastify.decorate("requireTemporary", guard("temporary"));
  fastify.decorate("requireAccessOrTemporary", guard("access-or-temporary"));

  fastify.decorateRequest("auth", {
    getter(this: FastifyRequest) {
      const auth = accessOf.get(this);
      if (!auth) throw apiErrors.unauthorized();
      return auth;
    },
  });
  fastify.decorateRequest("temporaryAuth", {
    getter(this: FastifyRequest) {
      const auth = temporaryOf.get(this);
      if (!auth) throw apiErrors.unauthorized();
      return auth;
    },
  });
  fastify.decorateRequest("callerAccountId", {
    getter(this: FastifyRequest) {
      const accountId = accessOf.get(this)?.accountId ?? temporaryOf.get(this)?.accountId;
      if (!accountId) throw apiErrors.unauthorized();
      return accountId;
    },
  });

  // Before body parsing and validation: an anonymous caller learns nothing about the body rules.
  // Only on the routes that name a mode, first of their own onRequest steps; the others (the
  // probes, static files) pay nothing.
  fastify.addHook("onRoute", (route) => {
    const mode = route.config?.auth ?? "none";
    if (mode === "none") return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    const check = onRequestOf.get(mode) ?? guard(mode);
    onRequestOf.set(mode, check);
    // A HEAD route made from a GET's options already has it.
    if (!own.includes(check)) route.onRequest = [check, ...own];
  });
}

export default fp(authPlugin, { name: "auth", dependencies: ["clock"] });
