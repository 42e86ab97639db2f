/**
 * Admin notices (API.md "Administration (wave 2)"): create/update/delete within the caller's
 * rights, sanitizing on write and read, the board and the popup, must-acknowledge with the
 * users' pending list and idempotent acknowledgement, and the reads figures with their export.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "../../server/db/schema";
import {
  createCompany,
  createCompanyAdmin,
  createDepartment,
  createGroupAdmin,
  createUser,
  type TestCompany,
} from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

let t: TestApp;
let alpha: TestCompany;
let beta: TestCompany;
let group: Caller;
let alphaAdmin: Caller;
let alphaUser: Caller;
let betaUser: Caller;
let alphaUserId: string;

const HOUR = 3_600_000;
const body = (extra: Record<string, unknown> = {}) => ({
  title: "안전 교육 공지",
  html: "<p>내용</p>",
  companyId: alpha.id,
  popupFrom: null,
  popupTo: null,
  mustAcknowledge: false,
  push: false,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  alpha = await createCompany(db);
  beta = await createCompany(db);
  const sales = await createDepartment(db, { companyId: alpha.id, name: "영업팀" });
  const user = await createUser(db, { companyId: alpha.id, department: sales });
  alphaUserId = user.accountId;
  group = await signIn(t.app, await createGroupAdmin(db, { companyId: beta.id }));
  alphaAdmin = await signIn(t.app, await createCompanyAdmin(db, { companyId: alpha.id }));
  alphaUser = await signIn(t.app, user);
  betaUser = await signIn(t.app, await createUser(db, { companyId: beta.id }));
});
afterAll(() => t?.close());

describe("admin notices", () => {
  it("creates a notice with clean HTML that the company's users see on the board", async () => {
    const created = resultOf<{ id: number; html: string }>(
      await alphaAdmin.send(
        "POST",
        "/api/admin/notices",
        body({
          title: "보드 공지",
          html: '<p onclick="x()">안녕<script>alert(1)</script><a href="javascript:alert(1)">a</a><a href="http://plain.example/">b</a><a href="https://ok.example/">c</a></p>',
        }),
      ),
    );
    expect(created.id).toBeGreaterThan(0);
    expect(created.html).not.toMatch(/script|onclick|javascript:|http:/);
    expect(created.html).toContain('href="https://ok.example/"');
    const board = resultOf<{ items: { postId: number; title: string }[] }>(
      await alphaUser.get("/api/board?page=1&size=5"),
    );
    expect(board.items[0]).toMatchObject({ postId: created.id, title: "보드 공지" });
    const other = resultOf<{ items: { postId: number }[] }>(
      await betaUser.get("/api/board?page=1&size=5"),
    );
    expect(other.items.map((i) => i.postId)).not.toContain(created.id);
  });

  it("sanitizes on read too, whatever is stored", async () => {
    const [row] = await t.app.db
      .insert(notices)
      .values({
        title: "raw",
        content: '<img src=x onerror="alert(1)"><p>ok</p>',
        author: "x",
        companyId: alpha.id,
      })
      .returning();
    const list = resultOf<{ items: { id: number; html: string }[] }>(
      await alphaAdmin.get(`/api/admin/notices?companyId=${alpha.id}`),
    );
    const found = list.items.find((n) => n.id === row!.postId);
    expect(found?.html).toBe("<p>ok</p>");
  });

  it("shows a popup only during its period", async () => {
    const now = Date.now();
    const live = resultOf<{ id: number }>(
      await alphaAdmin.send(
        "POST",
        "/api/admin/notices",
        body({
          title: "팝업 공지",
          popupFrom: new Date(now - HOUR).toISOString(),
          popupTo: new Date(now + HOUR).toISOString(),
        }),
      ),
    );
    const later = resultOf<{ id: number }>(
      await alphaAdmin.send(
        "POST",
        "/api/admin/notices",
        body({
          title: "나중 팝업",
          popupFrom: new Date(now + HOUR).toISOString(),
          popupTo: new Date(now + 2 * HOUR).toISOString(),
        }),
      ),
    );
    const popup = resultOf<{ items: { postId: number }[] }>(
      await alphaUser.get("/api/board/popup"),
    );
    const ids = popup.items.map((i) => i.postId);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(later.id);
    const beta = resultOf<{ items: { postId: number }[] }>(await betaUser.get("/api/board/popup"));
    expect(beta.items.map((i) => i.postId)).not.toContain(live.id);
  });

  it("refuses a period that ends before it starts", async () => {
    const res = await alphaAdmin.send(
      "POST",
      "/api/admin/notices",
      body({
        popupFrom: "2026-12-02T00:00:00Z",
        popupTo: "2026-12-01T00:00:00Z",
      }),
    );
    expect(res.statusCode).toBe(400);
  });

  it("confines a company admin to its company and lets only a group admin write group notices", async () => {
    expect(
      (await alphaAdmin.send("POST", "/api/admin/notices", body({ companyId: null }))).statusCode,
    ).toBe(403);
    expect(
      (await alphaAdmin.send("POST", "/api/admin/notices", body({ companyId: beta.id })))
        .statusCode,
    ).toBe(403);
    expect((await alphaUser.get("/api/admin/notices")).statusCode).toBe(403);
    const groupWide = resultOf<{ id: number }>(
      await group.send("POST", "/api/admin/notices", body({ companyId: null })),
    );
    expect(
      (await alphaAdmin.send("PUT", `/api/admin/notices/${groupWide.id}`, body())).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/notices/${groupWide.id}`,
      headers: { authorization: `Bearer ${alphaAdmin.accessToken}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it("tracks must-acknowledge notices: pending for the company, idempotent ack, reads and export", async () => {
    const notice = resultOf<{ id: number }>(
      await alphaAdmin.send(
        "POST",
        "/api/admin/notices",
        body({ title: "필독", mustAcknowledge: true }),
      ),
    );
    const pending = resultOf<{ id: number }[]>(await alphaUser.get("/api/notices/pending-ack"));
    expect(pending.map((p) => p.id)).toContain(notice.id);
    const other = resultOf<{ id: number }[]>(await betaUser.get("/api/notices/pending-ack"));
    expect(other.map((p) => p.id)).not.toContain(notice.id);
    expect((await betaUser.send("POST", `/api/notices/${notice.id}/ack`, {})).statusCode).toBe(404);

    const first = resultOf<{ acknowledgedAt: string }>(
      await alphaUser.send("POST", `/api/notices/${notice.id}/ack`, {}),
    );
    const again = resultOf<{ acknowledgedAt: string }>(
      await alphaUser.send("POST", `/api/notices/${notice.id}/ack`, {}),
    );
    expect(again.acknowledgedAt).toBe(first.acknowledgedAt);
    const after = resultOf<{ id: number }[]>(await alphaUser.get("/api/notices/pending-ack"));
    expect(after.map((p) => p.id)).not.toContain(notice.id);

    const reads = resultOf<{
      acknowledged: number;
      pending: number;
      members: { accountId: string; departmentName: string; acknowledgedAt: string | null }[];
    }>(await alphaAdmin.get(`/api/admin/notices/${notice.id}/reads`));
    expect(reads.acknowledged).toBe(1);
    expect(reads.pending).toBe(reads.members.length - 1);
    expect(reads.members.find((m) => m.accountId === alphaUserId)).toMatchObject({
      departmentName: "영업팀",
      acknowledgedAt: first.acknowledgedAt,
    });
    const csv = await alphaAdmin.get(`/api/admin/notices/${notice.id}/reads/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`${alphaUserId},`);
    expect(csv.body).toContain("영업팀");
  });
});
