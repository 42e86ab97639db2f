/**
 * The notice board: pages with escaped titles, posts with sanitized bodies, the popup list.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "../../server/db/schema";
import { createCompany, createNotice, createUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

const SECURITY_PATCH = '<b>[긴급]</b> 보안 패치 적용 안내 & "필독" <img src=x onerror=alert(1)>';
const CHECKED = {
  title: "시스템 점검 결과 공유",
  author: "정보보안팀",
  content:
    '<p>점검 결과를 공유합니다.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">상세 보기</a>',
};
const HOUR = 3_600_000;

let t: TestApp;
let member: Caller;
let awayMember: Caller;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const [home, away] = [await createCompany(db), await createCompany(db)];
  // 30 group-wide notices, an hour apart, oldest first; the three newest are popups.
  const now = Date.now();
  for (let i = 0; i < 30; i++) {
    const values = i === 7 ? CHECKED : i === 15 ? { title: SECURITY_PATCH } : {};
    await createNotice(db, {
      ...values,
      popup: i >= 27,
      createdAt: new Date(now - (30 - i) * HOUR),
    });
  }
  await createNotice(db, { companyId: away.id, popup: true }); // not the member's company
  member = await signIn(t.app, await createUser(db, { companyId: home.id }));
  awayMember = await signIn(t.app, await createUser(db, { companyId: away.id }));
});
afterAll(() => t?.close());

interface BoardList {
  items: { postId: number; title: string; createdAt: string }[];
  total: number;
}

describe("board", () => {
  it("pages notices newest first with escaped titles", async () => {
    const first = resultOf<BoardList>(await member.get("/api/board?page=1&size=20"));
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(20);
    expect(Object.keys(first.items[0] ?? {}).sort()).toEqual(["createdAt", "postId", "title"]);
    const second = resultOf<BoardList>(await member.get("/api/board?page=2&size=20"));
    expect(second.items).toHaveLength(10);
    const all = [...first.items, ...second.items];
    const times = all.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const hostile = all.find((n) => n.title.includes("보안 패치"));
    expect(hostile?.title).toBe(
      "&lt;b&gt;[긴급]&lt;/b&gt; 보안 패치 적용 안내 &amp; &quot;필독&quot; &lt;img src=x onerror=alert(1)&gt;",
    );
    for (const n of all) expect(n.title).not.toMatch(/[<>]/);
  });

  it("validates page and size", async () => {
    for (const query of ["page=0", "size=0", "size=51", "page=x", "size=1.5"])
      expect((await member.get(`/api/board?${query}`)).statusCode, query).toBe(400);
    expect(resultOf<BoardList>(await member.get("/api/board")).items).toHaveLength(10);
  });

  it("shows a post with its body sanitized (no script, handler or javascript: link)", async () => {
    const [row] = await t.app.db
      .select({ postId: notices.postId })
      .from(notices)
      .where(eq(notices.title, CHECKED.title));
    const post = resultOf<Record<string, string>>(await member.get(`/api/board/${row?.postId}`));
    expect(Object.keys(post).sort()).toEqual(["author", "content", "createdAt", "postId", "title"]);
    expect(post.author).toBe("정보보안팀");
    expect(post.content).toContain("<p>점검 결과를 공유합니다.</p>");
    expect(post.content).not.toMatch(/<script|alert\(1\)|onerror|javascript:|<img/i);
    expect(post.content).toContain('<a rel="noopener noreferrer" target="_blank">상세 보기</a>');
  });

  it("keeps safe links and formatting, and forces rel/target on links", async () => {
    const [row] = await t.app.db
      .insert(notices)
      .values({
        title: "링크 <테스트>",
        author: "테스트",
        content:
          '<h2 style="color:red" onclick="x()">제목</h2><a href="https://x.example/" target="_self">ok</a>' +
          '<a href="mailto:a@x.example">mail</a><a href="//evil.example/">rel</a><a href="JaVaScRiPt:alert(1)">js</a>' +
          '<iframe src="https://evil.example/"></iframe><table><tr><td colspan="2">c</td></tr></table>',
      })
      .returning({ postId: notices.postId });
    const post = resultOf<{ title: string; content: string }>(
      await member.get(`/api/board/${row?.postId}`),
    );
    expect(post.title).toBe("링크 &lt;테스트&gt;");
    expect(post.content).toContain("<h2>제목</h2>");
    expect(post.content).toContain(
      '<a href="https://x.example/" rel="noopener noreferrer" target="_blank">ok</a>',
    );
    expect(post.content).toContain('href="mailto:a@x.example"');
    expect(post.content).not.toMatch(/evil|javascript|style=|onclick|iframe/i);
    expect(post.content).toContain('<td colspan="2">c</td>');
  });

  it("answers 404 for an unknown post and 400 for a malformed id", async () => {
    const res = await awayMember.get("/api/board/999999");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
    expect((await member.get("/api/board/abc")).statusCode).toBe(400);
  });

  it("lists the popup notices (the three newest group-wide ones)", async () => {
    const popup = resultOf<{ enabled: boolean; items: { title: string }[] }>(
      await member.get("/api/board/popup"),
    );
    const newest = await t.app.db
      .select({ title: notices.title })
      .from(notices)
      // The member's company has no popup of its own; the other company's is not listed.
      .where(and(eq(notices.popup, true), isNull(notices.companyId)))
      .orderBy(desc(notices.createdAt));
    expect(popup.enabled).toBe(true);
    expect(popup.items.map((i) => i.title)).toEqual(newest.map((n) => n.title));
    expect(popup.items).toHaveLength(3);
  });
});
