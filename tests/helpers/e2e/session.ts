import { constants, createPublicKey, publicEncrypt } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Demo accounts seeded into an empty database (API.md "Demo data"). */
export const DEMO = { accountId: "demo", password: "Demo!2345" } as const;
export const DEMO_280 = { accountId: "demo280", password: "Demo!2345" } as const;

interface Envelope<T> {
  status: number;
  code: string;
  message: string;
  result: T;
}

async function api<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  options: { data?: unknown; token?: string } = {},
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    data: options.data,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
  });
  const body = (await res.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (!res.ok() || !body) {
    throw new Error(
      `${method} ${path} -> ${res.status()} ${body ? `${body.code}: ${body.message}` : ""}`,
    );
  }
  return body.result;
}

/** RSA-OAEP-256 encryption of a password with the server's public key, as the login form does. */
export async function encryptPassword(request: APIRequestContext, password: string) {
  const key = await api<{ keyId: string; spki: string }>(request, "GET", "/api/account/public-key");
  const encrypted = publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key.spki, "base64"), format: "der", type: "spki" }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: "sha256",
    },
    Buffer.from(password, "utf8"),
  );
  return { keyId: key.keyId, password: encrypted.toString("base64") };
}

/**
 * Runs the ID/password login through the API, including today's verification code (read from the
 * demo-mode outbox), and returns the one-time login code that `/loginSuccess?code=` exchanges.
 */
export async function loginCode(
  request: APIRequestContext,
  account: { accountId: string; password: string } = DEMO,
): Promise<string> {
  const { keyId, password } = await encryptPassword(request, account.password);
  const first = await api<{ next: "VERIFY" | "DONE"; temporaryToken?: string; code?: string }>(
    request,
    "POST",
    "/api/account/user/valid",
    { data: { accountId: account.accountId, password, keyId } },
  );
  if (first.next === "DONE" && first.code) return first.code;
  const token = first.temporaryToken;
  if (!token) throw new Error("login: neither a code nor a temporary token");
  const contact = await api<{ phone: string | null; email: string | null }>(
    request,
    "GET",
    "/api/account/user/contact-info",
    { token },
  );
  const channel = contact.email ? "email" : "sms";
  const sentAfter = Date.now() - 5_000;
  await api(request, "POST", "/api/account/authentication/code/send", { data: { channel }, token });
  const outbox = await api<{ code: string | null; createdAt: string }[]>(
    request,
    "GET",
    "/dev/outbox",
  );
  const sent = outbox.find((m) => m.code && Date.parse(m.createdAt) >= sentAfter);
  if (!sent?.code) throw new Error("login: no verification code in /dev/outbox");
  const verified = await api<{ code: string }>(
    request,
    "POST",
    "/api/account/authentication/code/valid",
    {
      data: { code: sent.code },
      token,
    },
  );
  return verified.code;
}

/** Logs the page in as `account` through /loginSuccess and waits until it has left that page. */
export async function login(
  page: Page,
  account: { accountId: string; password: string } = DEMO,
): Promise<void> {
  const code = await loginCode(page.request, account);
  await page.goto(`/loginSuccess?code=${encodeURIComponent(code)}`);
  await expect(page).not.toHaveURL(/\/(loginSuccess|login)\b/);
}
