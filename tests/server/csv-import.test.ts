/**
 * POST /api/admin/import/people: a group admin loads people, departments and jobs from a CSV
 * file. The dry run lists every problem by row and column; the apply is all or nothing,
 * idempotent on re-import, and retires people missing from the file only when asked.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportResult } from "../../server/contract";
import { accounts, adminRights, auditLog, departments, employees } from "../../server/db/schema";
import { createCompany, createUser, type TestCompany } from "../helpers/factories";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";
import { createTestApp, type TestApp } from "../helpers/test-app";

const HEADER =
  "account_id,name,email,phone,company_code,employee_no,department,position,duty,primary";

let t: TestApp;
let company: TestCompany;
let second: TestCompany;
let admin: Caller;
let companyAdmin: Caller;
let leaver: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  company = await createCompany(db);
  second = await createCompany(db);
  const adminUser = await createUser(db, { companyId: second.id });
  await db.insert(adminRights).values({ accountId: adminUser.accountId, companyId: null });
  admin = await signIn(t.app, adminUser);
  const local = await createUser(db, { companyId: company.id });
  await db.insert(adminRights).values({ accountId: local.accountId, companyId: company.id });
  companyAdmin = await signIn(t.app, local);
  leaver = (await createUser(db, { companyId: company.id, employeeNo: "L-1" })).accountId;
});
afterAll(() => t?.close());

const csv = (...lines: string[]) => [HEADER, ...lines].join("\r\n") + "\r\n";
const upload = (caller: Caller, body: string, query: string) =>
  caller.send("POST", `/api/admin/import/people?${query}`, body, { "content-type": "text/csv" });
const run = async (body: string, query = "mode=apply") =>
  resultOf<ImportResult>(await upload(admin, body, query));

const people = () => {
  const c = company.companyCode;
  return [
    `kim.hr,김인사,kim@corp.example,010-1234-5678,${c},E-1,경영지원본부/인사팀,과장,팀장,`,
    `lee.dev,이개발,lee@corp.example,,${c},E-2,"연구소/개발팀",사원,,Y`,
    `lee.dev,이개발,lee@corp.example,,${second.companyCode},S-9,연구소,사원,,N`,
  ];
};

describe("CSV import", () => {
  it("is for group admins only", async () => {
    expect((await upload(companyAdmin, csv(...people()), "mode=dry-run")).statusCode).toBe(403);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/import/people?mode=dry-run",
    });
    expect(res.statusCode).toBe(401);
    expect((await upload(admin, csv(), "mode=later")).statusCode).toBe(400);
  });

  it("lists every problem by row and column in a dry run, and writes nothing", async () => {
    const c = company.companyCode;
    const result = await run(
      csv(
        `bad id!,이름,,,${c},X-1,팀,,,`,
        `ok.one,,nope,12,NO-SUCH,X-2,팀,,,`,
        `ok.two,둘,,,${c},X-3,a//b,,,maybe`,
        `ok.three,셋,,,${c},X-3,팀,,,`,
        `ok.three,셋,,,${c},X-4,팀,,,`,
        `ok.four,넷,,,${c},L-1,팀,,,`,
      ),
      "mode=dry-run",
    );
    expect(result.applied).toBe(false);
    const found = result.problems.map((p) => `${p.row}:${p.column}:${p.code}`);
    expect(found).toEqual(
      expect.arrayContaining([
        "2:account_id:BAD_ACCOUNT_ID",
        "3:name:REQUIRED",
        "3:email:BAD_EMAIL",
        "3:phone:BAD_PHONE",
        "4:department:BAD_DEPARTMENT",
        "4:primary:BAD_VALUE",
        "6:company_code:DUPLICATE_JOB",
        "7:employee_no:EMPLOYEE_NO_TAKEN",
      ]),
    );
    const unknown = await run(csv(`ok.one,하나,,,NO-SUCH,X-2,팀,,,`), "mode=dry-run");
    expect(unknown.problems).toEqual([
      { row: 2, column: "company_code", code: "UNKNOWN_COMPANY", value: "NO-SUCH" },
    ]);
    const header = await run("account_id,name,shoe_size\nx,y,z\n", "mode=dry-run");
    expect(header.problems.map((p) => `${p.column}:${p.code}`)).toEqual(
      expect.arrayContaining(["null:UNKNOWN_COLUMN", "company_code:MISSING_COLUMN"]),
    );
    expect(await t.app.db.select().from(accounts).where(eq(accounts.accountId, "ok.two"))).toEqual(
      [],
    );
  });

  it("changes nothing when one row of an apply fails", async () => {
    const result = await run(csv(...people(), `broken,,,,${company.companyCode},E-7,팀,,,`));
    expect(result).toMatchObject({ applied: false, problemCount: 1 });
    expect(await t.app.db.select().from(accounts).where(eq(accounts.accountId, "kim.hr"))).toEqual(
      [],
    );
  });

  it("applies people, departments and jobs, and a second import of the file changes nothing", async () => {
    const first = await run(csv(...people()));
    expect(first).toMatchObject({ applied: true, problemCount: 0 });
    expect(first.summary).toMatchObject({
      rows: 3,
      people: 2,
      accountsCreated: 2,
      jobsCreated: 3,
      departmentsCreated: 5,
      jobsDeactivated: 0,
    });
    const [kim] = await t.app.db.select().from(accounts).where(eq(accounts.accountId, "kim.hr"));
    expect(kim).toMatchObject({ name: "김인사", phone: "010-1234-5678", initLogin: true });
    const jobs = await t.app.db.select().from(employees).where(eq(employees.accountId, "lee.dev"));
    expect(jobs.find((j) => j.companyId === company.id)).toMatchObject({ primaryJob: true });
    const team = await t.app.db.select().from(departments).where(eq(departments.name, "인사팀"));
    expect(team).toHaveLength(1);

    const again = await run(csv(...people()));
    expect(again.summary).toMatchObject({
      accountsCreated: 0,
      accountsUpdated: 0,
      jobsCreated: 0,
      jobsUpdated: 0,
      departmentsCreated: 0,
    });
    const renamed = people().map((l) => l.replace("김인사", "김인사2"));
    expect((await run(csv(...renamed), "mode=dry-run")).summary).toMatchObject({
      accountsUpdated: 1,
      jobsUpdated: 1,
    });
  });

  it("retires people missing from the file only when asked", async () => {
    const kept = await run(csv(...people()));
    expect(kept.summary.jobsDeactivated).toBe(0);
    const [before] = await t.app.db.select().from(accounts).where(eq(accounts.accountId, leaver));
    expect(before?.status).toBe("ACTIVE");
    const asked = await run(csv(...people()), "mode=apply&deactivateMissing=true");
    // Everyone in the file's two companies who is not in the file: the leaver and both admins.
    expect(asked.summary).toMatchObject({ jobsDeactivated: 3, accountsDeactivated: 3 });
    const [after] = await t.app.db.select().from(accounts).where(eq(accounts.accountId, leaver));
    expect(after?.status).toBe("INACTIVE");
  });

  it("audits applies with the admin as the actor", async () => {
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.event, "PEOPLE_IMPORT"));
    expect(rows.some((r) => r.outcome === "SUCCESS" && r.details.accountsCreated === 2)).toBe(true);
    expect(rows.some((r) => r.outcome === "FAILURE")).toBe(true);
  });
});
