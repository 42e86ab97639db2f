import { tokenStore } from "../../../src/lib/token-store";
import { fail, installFakeApi, ok, type FakeRequest } from "./fake-api";

/** The signed-in user of the edit page tests (authority USER). */
export const EDIT_USER = {
  name: "홍길동",
  accountId: "demo",
  authority: "USER",
  companyId: 1,
  companyCode: "HANBIT",
  companyList: [{ companyId: 1, companyCode: "HANBIT", companyName: "한빛홀딩스" }],
  departmentName: "인사팀",
  empNo: "E1",
  imgUrl: null,
  lastLoginAt: "2026-11-20T00:00:00Z",
  duty: "-",
  rankCode: "R04",
  position: "과장",
};

/** Lazy route chunks load slowly on a busy machine. */
export const LAZY = { timeout: 10_000 };

export type PutAnswer = () => Response | Promise<Response>;

/**
 * A fake API with the user, the lists of `gets` and PUTs answered by `putAnswers` in turn (the
 * last one repeats). Returns the recorded calls.
 */
export async function installEditApi(gets: Record<string, unknown>, putAnswers: PutAnswer[]) {
  let puts = 0;
  const api = installFakeApi((request: FakeRequest) => {
    if (request.method === "PUT") {
      const answer = putAnswers[Math.min(puts, putAnswers.length - 1)];
      puts += 1;
      return answer ? answer() : fail(500, "NO_ANSWER");
    }
    const data = { "/api/user": EDIT_USER, ...gets }[request.path];
    return data === undefined ? undefined : ok(data);
  });
  // Shaped like the server's token: the outbox files each edit under its account and company.
  const claims = btoa(JSON.stringify({ accountId: EDIT_USER.accountId, companyId: 1 }));
  await tokenStore.set({ access: `test.${claims}.signature`, refresh: "test-refresh" });
  return { calls: api.calls, puts: () => api.calls.filter((call) => call.method === "PUT") };
}
