/**
 * Post/redirect/get for the login form: a failed POST /cas/login stores what went wrong and
 * answers 303 to GET /cas/login?failed=1, which shows it. Back, forward and reload then meet a
 * GET, never the browser's "resubmit the form?" page. The state lives in the database (any node
 * may serve the GET), keyed by the hash of the login ticket issued with the 303: its cookie
 * binds the state to the browser that posted, and the form shown carries that very ticket.
 * Read once; the URL holds neither the ID nor the password.
 */
import { and, eq, gt } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../db/client";
import { casLoginFailures, type CasLoginFailureDetails } from "../db/schema";
import { isMessageKey } from "../i18n";
import { hashSecret } from "../lib/secrets";
import { issueLoginTicket, LOGIN_TICKET_TTL_MS } from "./login-ticket";
import { CAS_LOGIN_PATH, type LoginFormState, type PageContext } from "./pages";

export const FAILED_PARAM = "failed";

export interface LoginFailure {
  status: 400 | 401 | 403 | 429;
  username: string;
  error: NonNullable<LoginFormState["error"]>;
  /** A rate-limited post: seconds until another attempt is allowed. */
  retryAfterSeconds?: number;
}

export function failedFormPath(service: string | undefined): string {
  const query = new URLSearchParams(service === undefined ? {} : { service });
  query.set(FAILED_PARAM, "1");
  return `${CAS_LOGIN_PATH}?${query}`;
}

/** Stores the failure under a new login ticket (its cookie set on `reply`) and redirects. */
export async function redirectAfterFailure(
  reply: FastifyReply,
  ctx: PageContext,
  failure: LoginFailure,
): Promise<FastifyReply> {
  const { db, config, clock } = reply.server;
  const now = clock.now();
  const lt = issueLoginTicket(reply, config, now);
  const details: CasLoginFailureDetails = {
    key: failure.error.key,
    fields: [...failure.error.fields],
    ...(failure.error.params ? { params: { ...failure.error.params } } : {}),
    ...(failure.retryAfterSeconds === undefined
      ? {}
      : { retryAt: new Date(now.getTime() + failure.retryAfterSeconds * 1000).toISOString() }),
  };
  await db.insert(casLoginFailures).values({
    ltHash: hashSecret(lt),
    username: failure.username,
    status: failure.status,
    details,
    expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS),
  });
  return reply.redirect(failedFormPath(ctx.service), 303);
}

/** The failure stored for this browser's login ticket, deleted as it is read. */
export async function takeLoginFailure(db: Db, now: Date, lt: string | undefined) {
  if (!lt) return undefined;
  const [row] = await db
    .delete(casLoginFailures)
    .where(and(eq(casLoginFailures.ltHash, hashSecret(lt)), gt(casLoginFailures.expiresAt, now)))
    .returning();
  if (!row || !isMessageKey(row.details.key)) return undefined;
  const retryAt = row.details.retryAt ? Date.parse(row.details.retryAt) : undefined;
  return {
    lt,
    status: row.status,
    state: {
      username: row.username,
      error: { key: row.details.key, params: row.details.params, fields: row.details.fields },
    },
    retryAfterSeconds:
      retryAt === undefined ? undefined : Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)),
  };
}
