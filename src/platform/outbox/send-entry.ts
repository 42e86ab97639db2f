import { ApiError, isApiEnvelope } from "../../lib/api-error";
import { serverReachability } from "../../lib/server-reachability";
import type { OutboxEntry, OutboxFailure } from "./entry";

/**
 * ok: saved; `result` is the server's answer (the saved list). auth: the access token was expired or refused (refresh, then retry once).
 * transient: network error, 408, 429 or 5xx (keep, back off). rejected: any other 4xx (drop from
 * replay, list it as not saved).
 */
export type SendOutcome =
  | { kind: "ok"; result: unknown }
  | { kind: "auth" }
  | { kind: "transient"; failure: OutboxFailure }
  | { kind: "rejected"; failure: OutboxFailure };

function failureOf(error: ApiError): OutboxFailure {
  const failure = { status: error.status, code: error.code, message: error.message };
  return error.retryAfterMs === undefined
    ? failure
    : { ...failure, retryAfterMs: error.retryAfterMs };
}

/** Sends one entry with the given access token and classifies the answer. */
export async function sendEntry(
  entry: OutboxEntry,
  accessToken: string | undefined,
  fetchImpl: typeof globalThis.fetch,
  baseURL = "/api",
): Promise<SendOutcome> {
  const headers = new Headers({
    Accept: "application/json",
    "Content-Type": "application/json",
    "Idempotency-Key": entry.idempotencyKey,
  });
  if (accessToken) headers.set("Authorization", `Bearer ${accessToken}`);
  let response: Response;
  try {
    response = await fetchImpl(`${baseURL}${entry.path}`, {
      method: entry.method,
      headers,
      body: JSON.stringify(entry.body),
      credentials: "same-origin",
    });
  } catch (cause) {
    serverReachability.reportNetworkError(); // the page's offline notice (a no-op in the worker)
    return { kind: "transient", failure: failureOf(ApiError.network(cause)) };
  }
  serverReachability.reportResponse(response);
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    // Only the API's envelope proves the server took it: a 200 with an HTML page (a captive
    // portal's login) means the request never reached us, so the entry is kept.
    if (isApiEnvelope(body)) return { kind: "ok", result: body.result };
    return { kind: "transient", failure: failureOf(ApiError.network("No API answer")) };
  }
  const error = ApiError.fromResponse(response.status, response.statusText, body, response.headers);
  if (response.status === 401 || error.isTokenExpired) return { kind: "auth" };
  const status = response.status;
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: "transient", failure: failureOf(error) };
  }
  return { kind: "rejected", failure: failureOf(error) };
}
