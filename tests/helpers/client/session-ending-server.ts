import { afterEach, beforeEach, expect, vi } from "vitest";
import { api } from "../../../src/lib/api-client";
import { authEvents } from "../../../src/lib/auth-events";
import { installAuthFailureHandler } from "../../../src/lib/auth-session";
import { tokenStore } from "../../../src/lib/token-store";
import { fail, installFakeApi, ok, type FakeRequest } from "./fake-api";

export interface SessionEndingOptions {
  /** The call that trades the session, e.g. "POST /api/token/reissuance/280". */
  call: string;
  /** What it answers besides the new pair a2/r2 (a password change's changedAt, say). */
  answer?: Record<string, unknown>;
  /** The access token a1 has expired at first: the refresh gives a1b/r1b. */
  expiredAtFirst?: boolean;
  /** The call is refused with 401 UNAUTHORIZED. */
  refuse?: boolean;
  /** The call's answer never comes (it fails only when the page gives up on it). */
  neverAnswer?: boolean;
}

/**
 * A fake API that ends the session as the real server does at a company switch or a password
 * change: the call ends the old token family before its answer reaches the page, and from then on
 * the old access tokens get 401 UNAUTHORIZED. The answer is held until `letAnswer()`.
 * GET /api/menu/WORK answers which token it was sent with.
 */
export function sessionEndingServer(options: SessionEndingOptions) {
  const ended = new Set<string>();
  let expired = options.expiredAtFirst ?? false;
  let letAnswer!: () => void;
  const answerHeld = new Promise<void>((resolve) => (letAnswer = resolve));
  let reached!: () => void;
  const callReached = new Promise<void>((resolve) => (reached = resolve));
  const bearer = (request: FakeRequest) => request.headers.get("authorization")?.slice(7) ?? "";

  const fake = installFakeApi(async (request): Promise<Response> => {
    const token = bearer(request);
    if (request.path === "/api/token/reissuance") {
      expired = false;
      return ok({ accessToken: "a1b", refreshToken: "r1b", expiresIn: 900 });
    }
    if (expired && token === "a1") return fail(401, "TOKEN_EXPIRED");
    if (ended.has(token)) return fail(401, "UNAUTHORIZED");
    if (`${request.method} ${request.path}` === options.call) {
      if (options.refuse) return fail(401, "UNAUTHORIZED");
      ended.add("a1").add("a1b");
      reached();
      if (options.neverAnswer) {
        await new Promise((_, reject) =>
          request.signal?.addEventListener("abort", () => reject(new TypeError("aborted"))),
        );
      }
      await answerHeld;
      return ok({ ...options.answer, accessToken: "a2", refreshToken: "r2", expiresIn: 900 });
    }
    if (request.path === "/api/menu/WORK") return ok({ carriedBy: token });
    return fail(404, "NOT_FOUND");
  });
  return { ...fake, callReached, letAnswer };
}

/**
 * The session every case starts from (a1/r1, the app's auth-failure handler installed) and a
 * listener of "auth lost", reset after each case. Call at the top of a test file.
 */
export function signInForEachCase() {
  const lost = vi.fn();
  let stopListening = () => undefined as void;
  beforeEach(async () => {
    await tokenStore.set({ access: "a1", refresh: "r1" });
    installAuthFailureHandler();
    stopListening = authEvents.onAuthLost(lost);
  });
  afterEach(async () => {
    stopListening();
    lost.mockReset();
    await tokenStore.clear();
    vi.unstubAllGlobals();
  });
  return { lost };
}

/**
 * Once the call has reached the server (the old family ended), a list is asked for with the old
 * token; resolves with that request once its 401 has come back, then lets the call's answer go.
 */
export async function askWhileAnswerHeld(server: ReturnType<typeof sessionEndingServer>) {
  await server.callReached;
  const menu = api<{ carriedBy: string }>("/menu/WORK");
  await vi.waitFor(() =>
    expect(server.calls.filter((call) => call.path === "/api/menu/WORK")).toHaveLength(1),
  );
  await new Promise((resolve) => setTimeout(resolve, 20)); // its 401 is in: it must wait
  server.letAnswer();
  return { menu };
}
