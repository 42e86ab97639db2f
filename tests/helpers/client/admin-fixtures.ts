import { tokenStore } from "../../../src/lib/token-store";
import { fail, installFakeApi, ok, type FakeHandler } from "./fake-api";
import { EDIT_USER } from "./menu-edit-fixtures";

export type AdminKindOfTest = "GROUP" | "COMPANY" | "NONE";

/**
 * A fake API for the admin screens: the user of the edit tests, the rights of `kind` (answered
 * the way a server without /api/admin/me answers: notices 403 for none, api-keys 403 for a
 * company admin), and the test's own handler first. Returns the recorded calls.
 */
export async function installAdminApi(kind: AdminKindOfTest, own: FakeHandler = () => undefined) {
  const api = installFakeApi((request) => {
    const answer = own(request);
    if (answer) return answer;
    if (request.path === "/api/user") return ok(EDIT_USER);
    if (request.path === "/api/admin/notices" && request.method === "GET")
      return kind === "NONE" ? fail(403, "FORBIDDEN") : ok({ items: [], total: 0 });
    if (request.path === "/api/admin/api-keys" && request.method === "GET")
      return kind === "GROUP" ? ok([]) : fail(403, "FORBIDDEN");
    return undefined;
  });
  const claims = btoa(JSON.stringify({ accountId: EDIT_USER.accountId, companyId: 1 }));
  await tokenStore.set({ access: `test.${claims}.signature`, refresh: "test-refresh" });
  return api;
}
