/**
 * The login form's CSRF defence (CAS 3.0 calls it the login ticket, "LT-").
 * Login CSRF would let another site post ITS credentials from the victim's browser and sign the
 * victim in as the attacker; so the value must be bound to the browser that loaded the form:
 * - the form carries LT-<issued>-<256 random bits> in a hidden field, and the same value sits in
 *   an HttpOnly, SameSite=Strict cookie; a POST must present both, equal (double submit: another
 *   site can neither read nor set our cookie, and SameSite keeps it off cross-site posts);
 * - over HTTPS the cookie is `__Host-` prefixed, so a sibling subdomain cannot plant one;
 * - single use: redeeming counts the ticket's hash with a limit of 1 in the shared rate_limits
 *   table (the window derived from the issue time), so a replay fails on every node;
 * - it expires after 10 minutes (issue time inside the value, checked against the app clock).
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { hashSecret, randomToken } from "../lib/secrets";
import { consumeRateLimit } from "../lib/rate-limit";

export const LOGIN_TICKET_TTL_MS = 10 * 60_000;
const SINGLE_USE = { name: "cas:login-ticket", limit: 1, windowMs: LOGIN_TICKET_TTL_MS };
const SHAPE = /^LT-(\d{1,15})-[A-Za-z0-9_-]{43}$/;

const secure = (config: Pick<Config, "PUBLIC_URL">) => config.PUBLIC_URL.startsWith("https://");

export function loginTicketCookieName(config: Pick<Config, "PUBLIC_URL">): string {
  return secure(config) ? "__Host-CASLT" : "CASLT";
}

/** __Host- cookies must use path "/"; over plain HTTP the cookie stays on the form's path. */
const cookiePath = (config: Pick<Config, "PUBLIC_URL">) => (secure(config) ? "/" : "/cas/login");

export function clearLoginTicket(reply: FastifyReply, config: Pick<Config, "PUBLIC_URL">): void {
  reply.clearCookie(loginTicketCookieName(config), { path: cookiePath(config) });
}

/** Issues a ticket, sets its cookie on `reply` and returns the value for the hidden field. */
export function issueLoginTicket(
  reply: FastifyReply,
  config: Pick<Config, "PUBLIC_URL">,
  now: Date,
): string {
  const lt = randomToken(`LT-${now.getTime()}-`);
  reply.setCookie(loginTicketCookieName(config), lt, {
    httpOnly: true,
    sameSite: "strict",
    secure: secure(config),
    path: cookiePath(config),
    maxAge: LOGIN_TICKET_TTL_MS / 1000,
  });
  return lt;
}

function sameValue(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True once per ticket, when the form and cookie values match, fresh and unused. */
export async function redeemLoginTicket(
  db: Db,
  now: Date,
  submitted: string | undefined,
  cookie: string | undefined,
): Promise<boolean> {
  if (!submitted || !cookie || !sameValue(submitted, cookie)) return false;
  const issued = Number(SHAPE.exec(submitted)?.[1] ?? NaN);
  const age = now.getTime() - issued;
  if (!Number.isSafeInteger(issued) || age < 0 || age > LOGIN_TICKET_TTL_MS) return false;
  const verdict = await consumeRateLimit(db, new Date(issued), SINGLE_USE, hashSecret(submitted));
  return verdict.allowed;
}
