import { expect, it } from "vitest";
import type { TokenPairResult } from "../../../server/contract/auth";
import { api } from "../../lib/api-client";
import {
  sessionEndingServer,
  signInForEachCase,
} from "../../../tests/helpers/client/session-ending-server";
import { exchangeTokenPair } from "./token-exchange";

const { lost } = signInForEachCase();

it("a call whose answer never comes gives the lock up after its timeout, and the requests waiting for it are answered", async () => {
  const server = sessionEndingServer({ call: "POST /api/token/reissuance/280", neverAnswer: true });
  const switching = exchangeTokenPair(
    (request) => api<TokenPairResult>("/token/reissuance/280", { method: "POST", ...request }),
    "default",
    200,
  );
  await server.callReached; // the server has ended the old family; its answer is lost
  const menu = api("/menu/WORK");

  await expect(switching).rejects.toMatchObject({ isNetworkError: true });
  // The pair is lost with the answer, so the session is over; but it ends, it does not hang.
  await expect(menu).rejects.toMatchObject({ status: 401 });
  expect(lost).toHaveBeenCalledTimes(1);
  const call = server.calls.find((c) => c.path === "/api/token/reissuance/280");
  expect(call?.signal?.aborted).toBe(true);
});
