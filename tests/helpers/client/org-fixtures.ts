/**
 * Test fixtures of the organisation chart: a signed-in user of two companies, a department tree
 * per company, members, and a fake API at the fetch boundary whose answers a test can hold back
 * (to watch the loading flag) or fail (500, network).
 */
import { vi } from "vitest";
import { tokenStore } from "../../../src/lib/token-store";
import { installFakeApi, ok, type FakeRequest } from "./fake-api";
import type { OrganizationMember, OrganizationNode } from "../../../src/features/organization/api";

export const ORG_USER = {
  name: "홍길동",
  accountId: "demo",
  authority: "USER",
  companyId: 1,
  companyCode: "HANBIT",
  companyList: [
    { companyId: 1, companyCode: "HANBIT", companyName: "Hanbit Holdings" },
    { companyId: 280, companyCode: "HTECH", companyName: "Hanbit Tech" },
  ],
  departmentName: "Strategy",
  empNo: "E1",
  imgUrl: null,
  lastLoginAt: "2026-11-20T00:00:00Z",
  duty: "-",
  rankCode: "R04",
  position: "Manager",
};

const dept = (
  id: number,
  companyId: number,
  name: string,
  children: OrganizationNode[] = [],
): OrganizationNode => ({ id, companyId, name, parentId: null, memberCount: 3, children });

/** Company 1: Hanbit Holdings > Strategy; company 280: Hanbit Tech > Platform. */
export const TREES: Record<number, OrganizationNode[]> = {
  1: [dept(10, 1, "Holdings HQ", [{ ...dept(11, 1, "Strategy"), parentId: 10 }])],
  280: [dept(20, 280, "Tech HQ", [{ ...dept(21, 280, "Platform"), parentId: 20 }])],
};

export function member(index: number, companyId = 1): OrganizationMember {
  const employeeNo = `E${String(index).padStart(5, "0")}`;
  return {
    employeeNo,
    accountId: `user${index}`,
    name: `Member ${index}`,
    companyId,
    departmentId: 10,
    departmentName: "Holdings HQ",
    position: "Staff",
    duty: "-",
    mobile: null,
    mail: null,
    primaryJobYn: "Y",
    jobs: [],
  };
}

export const members = (count: number, companyId = 1) =>
  Array.from({ length: count }, (_, i) => member(i + 1, companyId));

export type Answer = (request: FakeRequest) => Response | Promise<Response>;

const CHART = "/api/organization-chart/all";
const SEARCH = "/api/organization-chart/user/search";
const USER = "/api/organization-chart/user";
export const ORG_PATHS = { chart: CHART, search: SEARCH, user: USER } as const;

/** A response a test sends when it chooses: `release` answers, `reject` is a network failure. */
export function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<Response>((resolve, fail) => {
    release = resolve;
    reject = fail;
  });
  return { answer: (() => promise) as Answer, release, reject };
}

/**
 * The fake API: the user, each company's tree, three members per department and a detail of
 * anyone; `answers` replaces the answer of a chart path. Returns the recorded calls.
 */
export async function installOrgApi(answers: Partial<Record<string, Answer>> = {}) {
  const api = installFakeApi((request) => {
    const custom = answers[request.path];
    if (custom) return custom(request);
    const companyId = Number(request.query.get("companyId"));
    switch (request.path) {
      case "/api/user":
        return ok(ORG_USER);
      case CHART:
        return ok({ organizationList: TREES[companyId] ?? [] });
      case SEARCH:
        return ok({ deptUsers: members(3, companyId) });
      case USER:
        return ok({ ...member(1, companyId), companyName: "Hanbit Holdings", birthday: null });
      default:
        return undefined;
    }
  });
  const claims = btoa(JSON.stringify({ accountId: ORG_USER.accountId, companyId: 1 }));
  await tokenStore.set({ access: `test.${claims}.signature`, refresh: "test-refresh" });
  return { calls: api.calls, callsTo: (path: string) => api.calls.filter((c) => c.path === path) };
}

/** Route chunks load lazily and slowly on a busy machine. */
export const LAZY = { timeout: 10_000 };

/**
 * jsdom has no layout, so the virtualiser would see a 0 px viewport and render no row. The member
 * lists (scrollable regions) get `height` px, as the browser's CSS would give them.
 */
export function giveListsAHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute("role") === "region" && this.tabIndex === 0 ? height : 0;
  });
}
