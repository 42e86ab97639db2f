/**
 * The native shells' pushes through FCM HTTP v1: an OAuth 2.0 access token obtained with the
 * service account's signed JWT (RFC 7523), kept until shortly before it expires, then
 * POST {FCM_ENDPOINT}/v1/projects/{project}/messages:send per token.
 */
import { createSign } from "node:crypto";
import type { FcmServiceAccount } from "../../config-push";
import type { Delivery, PushMessage } from "./messages";
import { outcomeOfError, outcomeOfStatus, SEND_TIMEOUT_MS, type SendOutcome } from "./send-outcome";

const SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
const tokens = new Map<string, { value: string; expiresAt: number }>();
/** One token request at a time per account: a batch of sends shares it. */
const pending = new Map<string, Promise<string>>();

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

const keyOf = (account: FcmServiceAccount) => `${account.client_email}|${account.token_uri}`;

async function accessToken(account: FcmServiceAccount): Promise<string> {
  const key = keyOf(account);
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now() + 60_000) return cached.value;
  let request = pending.get(key);
  if (!request) {
    request = requestToken(account).finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
}

async function requestToken(account: FcmServiceAccount): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri,
      iat,
      exp: iat + 3600,
    }),
  );
  const signature = createSign("RSA-SHA256")
    .update(`${header}.${claims}`)
    .sign(account.private_key);
  const response = await fetch(account.token_uri, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: `${header}.${claims}.${base64url(signature)}`,
    }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`FCM token request answered ${response.status}`);
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error("FCM token answer without access_token");
  const expiresAt = Date.now() + (body.expires_in ?? 3600) * 1000;
  tokens.set(keyOf(account), { value: body.access_token, expiresAt });
  return body.access_token;
}

/** FCM's data values are strings; the shell reads type, url and the id or count from them. */
function fcmMessage(token: string, message: PushMessage, delivery: Delivery) {
  const data: Record<string, string> = { type: message.type, url: message.url };
  if (message.noticeId !== undefined) data.noticeId = String(message.noticeId);
  if (message.count !== undefined) data.count = String(message.count);
  return {
    message: {
      token,
      notification: { title: message.title, body: message.body },
      data,
      android: {
        ttl: `${delivery.ttl}s`,
        priority: delivery.urgency === "high" ? "HIGH" : "NORMAL",
        ...(delivery.topic ? { collapse_key: delivery.topic } : {}),
      },
      apns: { headers: { "apns-priority": delivery.urgency === "high" ? "10" : "5" } },
    },
  };
}

/** FCM's answer for a token that no longer (or never did) name an app instance. */
const INVALID_TOKEN = /"(UNREGISTERED|INVALID_ARGUMENT)"/;

export async function sendFcm(
  account: FcmServiceAccount,
  endpoint: string,
  token: string,
  message: PushMessage,
  delivery: Delivery,
): Promise<SendOutcome> {
  try {
    const response = await fetch(
      `${endpoint}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${await accessToken(account)}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(fcmMessage(token, message, delivery)),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
    );
    const detail = response.ok ? "" : await response.text().catch(() => "");
    if (response.status === 401) tokens.delete(keyOf(account));
    if (response.status === 400 && INVALID_TOKEN.test(detail)) {
      return { status: "dropped", error: `HTTP 400: ${detail.slice(0, 200)}` };
    }
    return outcomeOfStatus(response.status === 401 ? 503 : response.status, detail);
  } catch (error) {
    return outcomeOfError(error);
  }
}
