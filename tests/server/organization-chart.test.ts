/**
 * GET /api/organization-chart/all and /user, and what all three calls refuse: other companies,
 * missing or malformed queries, missing tokens. Plus the profile image probe of spec section 7.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrganizationNode, OrganizationUserResult } from "../../server/contract";
import { employees } from "../../server/db/schema";
import { clearImageProbeCache } from "../../server/modules/profile-image/image-probe";
import {
  addJob,
  createCompany,
  createDepartment,
  createUser,
  type TestCompany,
} from "../helpers/factories";
import { startImageServer, type ImageServer } from "../helpers/image-server";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";
import { BIG, LARGE_TOTAL, setUp, type Fixture } from "../helpers/organization-support";

/** The member next to the large group: jobs in two small companies, every detail filled in. */
const MEMBER = {
  mobile: "010-1234-5678",
  mail: "gildong.hong@hanbit.example",
  landline: "02-3700-1234",
  birthday: "1988-03-15",
  workInfo: "그룹 중장기 전략 수립",
  position: "과장",
};

let f: Fixture;
let images: ImageServer;
let home: TestCompany;
let away: TestCompany;
let member: Caller;
beforeAll(async () => {
  f = await setUp();
  const db = f.t.app.db;
  [home, away] = [await createCompany(db), await createCompany(db)];
  const team = await createDepartment(db, { companyId: home.id, name: "전략기획팀" });
  const account = { name: "홍길동", phone: MEMBER.mobile, email: MEMBER.mail };
  const user = await createUser(db, { companyId: home.id, department: team, account, ...MEMBER });
  await addJob(db, user, { companyId: away.id, duty: "PM" });
  member = await signIn(f.t.app, user);
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

  it("answers for any company of the caller (both of the member's), 403 for the others", async () => {
    for (const { id } of [home, away])
      expect((await member.get(`/api/organization-chart/all?companyId=${id}`)).statusCode).toBe(
        200,
      );
    for (const url of [
      `/api/organization-chart/all?companyId=${BIG}`,
      `/api/organization-chart/user/search?companyId=${BIG}&searchWord=김`,
      `/api/organization-chart/user?companyId=${BIG}&employeeNo=${f.people[0]!.employeeNo}`,
    ]) {
      const res = await member.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", result: null });
    }
    const homeChart = `/api/organization-chart/all?companyId=${home.id}`;
    expect((await f.bench.get(homeChart)).statusCode).toBe(403);
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
    const search = `/api/organization-chart/user/search?companyId=${home.id}&searchWord=ㅎㄱㄷ`;
    const hit = resultOf<{ deptUsers: { employeeNo: string; jobs: unknown[] }[] }>(
      await member.get(search),
    ).deptUsers.find((u) => u.jobs.length === 2);
    const user = resultOf<OrganizationUserResult>(
      await member.get(
        `/api/organization-chart/user?companyId=${home.id}&employeeNo=${hit!.employeeNo}`,
      ),
    );
    expect(user).toMatchObject({
      name: "홍길동",
      companyId: home.id,
      departmentName: "전략기획팀",
    });
    expect(user).toMatchObject(MEMBER);
    expect(user.jobs.map((j) => [j.companyId, j.primaryJobYn])).toEqual([
      [home.id, "Y"],
      [away.id, "N"],
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
