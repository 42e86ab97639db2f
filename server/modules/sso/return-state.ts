/**
 * Remembers returnTo across the CAS round trip without putting it into the service URL (the
 * service must stay exactly the registered one). A short-lived cookie scoped to the callback
 * path carries `<expiry>.<path base64url>.<HMAC>`; the HMAC key is derived from the auth layer's
 * JWT secret (shared by every node, DESIGN.md §4) with its own label, so the value can't be
 * forged or reused as anything else. On the way back the path goes through safeReturnPath
 * again: even a valid signature only ever yields a same-origin page.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { PORTAL_CALLBACK_PATH } from "../../cas/registry";
import { safeReturnPath } from "../../../shared/return-path";

export const RETURN_COOKIE = "sso_return";
export const RETURN_STATE_TTL_MS = 10 * 60_000;

function keyOf(secret: Uint8Array): Buffer {
  return createHmac("sha256", secret).update("sso-return-state").digest();
}

function mac(secret: Uint8Array, payload: string): string {
  return createHmac("sha256", keyOf(secret)).update(payload).digest("base64url");
}

export function rememberReturnPath(reply: FastifyReply, path: string): void {
  const { authKeys, clock, config } = reply.server;
  const payload = `${clock.now().getTime() + RETURN_STATE_TTL_MS}.${Buffer.from(path).toString("base64url")}`;
  reply.setCookie(RETURN_COOKIE, `${payload}.${mac(authKeys.jwt.secret, payload)}`, {
    httpOnly: true,
    // Lax: the cookie must come along on the top-level redirect back from the CAS server.
    sameSite: "lax",
    secure: config.PUBLIC_URL.startsWith("https://"),
    path: PORTAL_CALLBACK_PATH,
    maxAge: RETURN_STATE_TTL_MS / 1000,
  });
}

/** The remembered path ("/" when absent, expired or tampered with); clears the cookie. */
export function takeReturnPath(request: FastifyRequest, reply: FastifyReply): string {
  const value = request.cookies[RETURN_COOKIE];
  reply.clearCookie(RETURN_COOKIE, { path: PORTAL_CALLBACK_PATH });
  const parts = value?.split(".");
  if (!parts || parts.length !== 3) return "/";
  const [expiry = "", encoded = "", signature = ""] = parts;
  const expected = Buffer.from(mac(request.server.authKeys.jwt.secret, `${expiry}.${encoded}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "/";
  if (!(Number(expiry) > request.server.clock.now().getTime())) return "/";
  return safeReturnPath(Buffer.from(encoded, "base64url").toString("utf8"));
}
