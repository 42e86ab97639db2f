/**
 * Helpers of the portal suites: a real login of a demo or factory user (password -> one-time
 * code -> token pair, with the daily code marked as done), optionally switched to another company,
 * and small request helpers that carry the access token.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { seoulDay } from "../../server/modules/identity/time-rules";
import { bearer, exchange, login, skipVerification, type Who } from "./auth-support";

export interface Caller {
  accessToken: string;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  send(
    method: "PUT" | "POST",
    url: string,
    payload: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** Logs `who` in (primary company) and, when `companyId` differs, switches to it. */
export async function signIn(app: FastifyInstance, who: Who, companyId?: number): Promise<Caller> {
  await skipVerification(app, who, seoulDay(new Date()));
  const first = await login(app, who);
  expect(first.json().result.next).toBe("DONE");
  const pair = await exchange(app, first.json().result.code);
  expect(pair.statusCode).toBe(200);
  let accessToken: string = pair.json().result.accessToken;
  if (companyId !== undefined) {
    const switched = await app.inject({
      method: "POST",
      url: `/api/token/reissuance/${companyId}`,
      headers: bearer(accessToken),
    });
    expect(switched.statusCode).toBe(200);
    accessToken = switched.json().result.accessToken;
  }
  return callerOf(app, accessToken);
}

export function callerOf(app: FastifyInstance, accessToken: string): Caller {
  const headers = (extra: Record<string, string> = {}) => ({ ...bearer(accessToken), ...extra });
  return {
    accessToken,
    get: (url, extra) => app.inject({ method: "GET", url, headers: headers(extra) }),
    send: (method, url, payload, extra) =>
      app.inject({
        method,
        url,
        headers: headers(extra),
        payload: payload as InjectOptions["payload"],
      }),
  };
}

/** The result of a 200 envelope (fails the test on any other status). */
export function resultOf<T = unknown>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ status: 200, code: "OK" });
  return res.json().result as T;
}
