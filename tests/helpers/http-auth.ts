/**
 * The login flow of tests/helpers/auth-support.ts over real HTTP (fetch), for tests that run the
 * server as processes (several nodes, a proxy, crashes): the password is RSA-OAEP encrypted
 * with the key of GET /api/account/public-key, and the verification code is read from
 * GET /dev/outbox (demo mode). Every helper takes the base URL, so the same flow can cross nodes.
 */
import { bearer, DEMO_PASSWORD, encryptWith } from "./auth-support";

export { bearer, DEMO_PASSWORD } from "./auth-support";

export interface Answer {
  status: number;
  headers: Headers;
  body: { status: number; code: string; result: Record<string, unknown> | null } & Record<
    string,
    unknown
  >;
}

/** One JSON call; the envelope comes back parsed (every /api answer is one). */
export async function call(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: {
      ...(init.json === undefined ? {} : { "content-type": "application/json" }),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

export async function encrypt(base: string, plain: string) {
  const { keyId, spki } = (await call(base, "/api/account/public-key")).body.result as {
    keyId: string;
    spki: string;
  };
  return { keyId, ciphertext: encryptWith(spki, plain) };
}

export async function login(
  base: string,
  accountId: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { keyId, ciphertext } = await encrypt(base, password);
  const json = { accountId, password: ciphertext, keyId };
  return call(base, "/api/account/user/valid", { headers, json });
}

export const sendCode = (base: string, temporaryToken: string) =>
  call(base, "/api/account/authentication/code/send", {
    headers: bearer(temporaryToken),
    json: { channel: "email" },
  });

export const validCode = (base: string, temporaryToken: string, code: string) =>
  call(base, "/api/account/authentication/code/valid", {
    headers: bearer(temporaryToken),
    json: { code },
  });

export const exchange = (base: string, code: string) =>
  call(base, "/api/account/token", { json: { code } });

export const refresh = (base: string, refreshToken: string) =>
  call(base, "/api/token/reissuance", {
    headers: { refreshtoken: refreshToken },
    json: { refresh_token: refreshToken },
  });

/** The newest demo mailbox message (the list is newest first). */
export async function lastMailboxMessage(base: string): Promise<{ to: string; code: string }> {
  const answer = await call(base, "/dev/outbox");
  if (answer.status !== 200) throw new Error(`GET /dev/outbox answered ${answer.status}`);
  return (answer.body.result as unknown as { to: string; code: string }[])[0]!;
}

/*
 * Sending a code and reading "the newest message" must not interleave with another login's
 * send, or one account would read the other's code: those two calls are queued (per process).
 */
let mailboxQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = mailboxQueue.then(work, work);
  mailboxQueue = run.catch(() => undefined);
  return run;
}

export interface Pair {
  accessToken: string;
  refreshToken: string;
}

/** The whole flow: password, e-mail code from the demo mailbox when asked, exchange for tokens. */
export async function fullLogin(base: string, accountId: string): Promise<Pair> {
  const first = await login(base, accountId);
  if (first.status !== 200) throw new Error(`login ${accountId}: ${first.status}`);
  let loginCode = first.body.result?.code as string;
  if (first.body.result?.next === "VERIFY") {
    const temporaryToken = first.body.result.temporaryToken as string;
    const code = await oneAtATime(async () => {
      const sent = await sendCode(base, temporaryToken);
      if (sent.status !== 200) throw new Error(`code send ${accountId}: ${sent.status}`);
      return (await lastMailboxMessage(base)).code;
    });
    const valid = await validCode(base, temporaryToken, code);
    if (valid.status !== 200) throw new Error(`code ${accountId}: ${valid.status}`);
    loginCode = valid.body.result?.code as string;
  }
  const pair = await exchange(base, loginCode);
  if (pair.status !== 200) throw new Error(`token ${accountId}: ${pair.status}`);
  return pair.body.result as unknown as Pair;
}
