/**
 * GET /api/organization-chart/all and /user, and what all three calls refuse: other companies,
 * missing or malformed queries, missing tokens. Plus the profile image probe of spec section 7.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrganizationNode, OrganizationUserResult } from "../../server/contract";
import { employees } from "../../server/db/schema";
import { clearImageProbeCache } from "../../server/modules/profile-image/image-probe";
import { startImageServer, type ImageServer } from "../helpers/image-server";
import { resultOf } from "../helpers/portal-support";
import { BIG, LARGE_TOTAL, setUp, type Fixture } from "../helpers/organization-support";

let f: Fixture;
let images: ImageServer;
beforeAll(async () => {
  f = await setUp();
  images = await startImageServer();
}, 180_000);
afterAll(async () => {
  await images?.close();
  await f?.t.close();
});

const flatten = (nodes: OrganizationNode[]): OrganizationNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe("GET /api/organization-chart/all", () => {
  it("returns the company's tree with direct member counts adding up to the company", async () => {
    const { organizationList } = resultOf<{ organizationList: OrganizationNode[] }>(
      await f.bench.get(`/api/organization-chart/all?companyId=${BIG}`),
    );
    expect(organizationList).toHaveLength(1);
    const all = flatten(organizationList);
    expect(all.every((n) => n.companyId === BIG)).toBe(true);
    expect(organizationList[0]!.children.length).toBeGreaterThan(1);
    expect(all.reduce((sum, n) => sum + n.memberCount, 0)).toBe(f.people.length);
    expect(f.people.length).toBeGreaterThan(LARGE_TOTAL * 0.7);
  });

  it("answers for any company of the caller (demo: 1 and 280), 403 for the others", async () => {
    expect((await f.demo.get("/api/organization-chart/all?companyId=280")).statusCode).toBe(200);
    for (const url of [
      `/api/organization-chart/all?companyId=${BIG}`,
      `/api/organization-chart/user/search?companyId=${BIG}&searchWord=김`,
      `/api/organization-chart/user?companyId=${BIG}&employeeNo=${f.people[0]!.employeeNo}`,
    ]) {
      const res = await f.demo.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", result: null });
    }
    expect((await f.bench.get("/api/organization-chart/all?companyId=1")).statusCode).toBe(403);
  });
});

describe("validation and authentication of the three calls", () => {
  it.each([
    "/api/organization-chart/all",
    "/api/organization-chart/all?companyId=abc",
    "/api/organization-chart/all?companyId=-1",
    `/api/organization-chart/user?companyId=${BIG}`,
    `/api/organization-chart/user/search?companyId=${BIG}`,
    `/api/organization-chart/user/search?companyId=${BIG}&searchWord=%20%20`,
    `/api/organization-chart/user/search?companyId=${BIG}&searchWord=김&type=nickname`,
  ])("%s -> 400 VALIDATION_ERROR with field issues", async (url) => {
    const res = await f.bench.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
    expect(res.json().result.length).toBeGreaterThan(0);
  });

  it("refuses calls without a token", async () => {
    const res = await f.t.app.inject({ url: `/api/organization-chart/all?companyId=${BIG}` });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/organization-chart/user", () => {
  it("gives the detail of the spec's labels and every job, the primary job first", async () => {
    const hit = resultOf<{ deptUsers: { employeeNo: string; jobs: unknown[] }[] }>(
      await f.demo.get("/api/organization-chart/user/search?companyId=1&searchWord=ㅎㄱㄷ"),
    ).deptUsers.find((u) => u.jobs.length === 2);
    const user = resultOf<OrganizationUserResult>(
      await f.demo.get(`/api/organization-chart/user?companyId=1&employeeNo=${hit!.employeeNo}`),
    );
    expect(user).toMatchObject({ name: "홍길동", companyId: 1, departmentName: "전략기획팀" });
    expect(user).toMatchObject({
      position: "과장",
      mobile: "010-1234-5678",
      birthday: "1988-03-15",
    });
    expect(user.landline).toBe("02-3700-1234");
    expect(user.workInfo).toBeTruthy();
    expect(user.mail).toBe("gildong.hong@hanbit.example");
    expect(user.jobs.map((j) => [j.companyId, j.primaryJobYn])).toEqual([
      [1, "Y"],
      [280, "N"],
    ]);
  });

  it("404 for an unknown employee number", async () => {
    const res = await f.bench.get(
      `/api/organization-chart/user?companyId=${BIG}&employeeNo=nobody`,
    );
    expect(res.statusCode).toBe(404);
  });

  it("keeps profileImageUrl only when fetching it answers 200", async () => {
    const [first, second] = f.people;
    const imageBase = images.base;
    const cases = [
      [first!.employeeNo, `${imageBase}/ok.png`, `${imageBase}/ok.png`],
      [second!.employeeNo, `${imageBase}/missing.png`, null],
    ] as const;
    clearImageProbeCache();
    for (const [employeeNo, stored, expected] of cases) {
      await f.t.app.db
        .update(employees)
        .set({ profileImageUrl: stored })
        .where(and(eq(employees.companyId, BIG), eq(employees.employeeNo, employeeNo)));
      const user = resultOf<OrganizationUserResult>(
        await f.bench.get(`/api/organization-chart/user?companyId=${BIG}&employeeNo=${employeeNo}`),
      );
      expect(user.profileImageUrl).toBe(expected);
    }
  });
});
