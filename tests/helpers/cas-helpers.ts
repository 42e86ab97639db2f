/** Helpers of the CAS test suites (embedded service, client, redirects). */
import { count, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../../server/db/client";
import { accounts, loginCodes, temporaryTokens } from "../../server/db/schema";
import { seoulDay } from "../../server/modules/identity/time-rules";

/** The default registry entry: PUBLIC_URL (default http://localhost:8080) + /api/token/cas. */
export const SERVICE = "http://localhost:8080/api/token/cas";
export const OTHER_SERVICE = "https://approval.example.com/cas/callback";
export const TWO_SERVICES = `${SERVICE},${OTHER_SERVICE}`;
export const TICKET = /^ST-[A-Za-z0-9_-]{43}$/;

/** The login form's fields for an account (a factory user, or a demo one with its password). */
export function casLogin(who: { accountId: string; password: string }) {
  return { username: who.accountId, password: who.password };
}

export interface OpenForm {
  res: LightMyRequestResponse;
  lt: string;
  ltCookie: string;
}

export async function openForm(
  app: FastifyInstance,
  query = "",
  headers: Record<string, string> = {},
  cookies: Record<string, string> = {},
): Promise<OpenForm> {
  const res = await app.inject({ url: `/cas/login${query}`, headers, cookies });
  const lt = /name="lt" value="([^"]+)"/.exec(res.body)?.[1] ?? "";
  const ltCookie = res.cookies.find((c) => c.name === "CASLT")?.value ?? "";
  return { res, lt, ltCookie };
}

export interface LoginFields {
  username?: string;
  password?: string;
  service?: string;
}

/** Loads the form (for a login ticket) and posts it, as a browser would. */
export async function submitLogin(
  app: FastifyInstance,
  fields: LoginFields,
  options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const query =
    fields.service === undefined ? "" : `?service=${encodeURIComponent(fields.service)}`;
  const form = await openForm(app, query, options.headers, options.cookies);
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...fields, lt: form.lt })) {
    if (value !== undefined) body.set(key, value);
  }
  return app.inject({
    method: "POST",
    url: "/cas/login",
    headers: { ...options.headers, "content-type": "application/x-www-form-urlencoded" },
    cookies: { ...options.cookies, CASLT: form.ltCookie },
    payload: body.toString(),
  });
}

/**
 * Follows a failed POST's 303 as a browser would: GET its Location with the login-ticket cookie
 * the answer set (post/redirect/get: the form and its message come from that GET).
 */
export async function followFailure(
  app: FastifyInstance,
  post: LightMyRequestResponse,
  cookies: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const location = String(post.headers.location ?? "");
  if (post.statusCode !== 303 || !location.startsWith("/cas/login?")) {
    throw new Error(`expected a 303 to the login form, got ${post.statusCode} ${location}`);
  }
  const lt = cookieOf(post, "CASLT")?.value;
  return app.inject({ url: location, cookies: { ...cookies, ...(lt ? { CASLT: lt } : {}) } });
}

/** A login that is expected to fail: the 303 and the form it leads to. */
export async function failLogin(
  app: FastifyInstance,
  fields: LoginFields,
  options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
) {
  const post = await submitLogin(app, fields, options);
  return { post, page: await followFailure(app, post, options.cookies) };
}

/** The ticket of a redirect to `service`, checking the Location on the way. */
export function ticketOf(res: LightMyRequestResponse, service = SERVICE): string {
  const location = String(res.headers.location ?? "");
  if (res.statusCode !== 302 || !location.startsWith(`${service}?ticket=`)) {
    throw new Error(`expected a redirect to ${service}, got ${res.statusCode} ${location}`);
  }
  return decodeURIComponent(location.slice(`${service}?ticket=`.length));
}

export async function loginTicket(
  app: FastifyInstance,
  who: { accountId: string; password: string },
  service = SERVICE,
): Promise<string> {
  return ticketOf(await submitLogin(app, { ...casLogin(who), service }), service);
}

export const cookieOf = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((c) => c.name === name);

/** How many portal sessions were started (temporary tokens + one-time login codes). */
export async function sessionCount(db: Db): Promise<number> {
  const [tokens] = await db.select({ n: count() }).from(temporaryTokens);
  const [codes] = await db.select({ n: count() }).from(loginCodes);
  return Number(tokens?.n ?? 0) + Number(codes?.n ?? 0);
}

/** Marks today's verification as passed, so the next login gets a code instead of VERIFY. */
export async function markVerifiedToday(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ lastVerifiedDay: seoulDay(now) })
    .where(eq(accounts.accountId, accountId));
}

/** The CAS XML of a validation call. */
export async function validate(
  app: FastifyInstance,
  query: Record<string, string>,
  path = "/cas/p3/serviceValidate",
) {
  const res = await app.inject({ url: `${path}?${new URLSearchParams(query)}` });
  const code = /code="([A-Z_]+)"/.exec(res.body)?.[1];
  const user = /<cas:user>([^<]*)<\/cas:user>/.exec(res.body)?.[1];
  return { res, code, user };
}
