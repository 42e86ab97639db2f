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
