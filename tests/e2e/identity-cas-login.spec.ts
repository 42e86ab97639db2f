import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../helpers/e2e/session";
import { startOwnServer, type OwnServer } from "../helpers/e2e/own-server";
import { historyEntries, storedTokens, watchSecrets } from "../helpers/e2e/secret-watch";
import { startSmtpPeer, type SmtpPeer } from "../helpers/e2e/smtp-peer";

// Issue #3 end to end: the SSO redirect of the route rules, the embedded CAS login page, today's
// verification code delivered by SMTP to a real SMTP server on loopback, then home. This needs a
// server configured with SMTP_URL, so the test runs its own instance next to the shared one.
const PORT = Number(process.env.E2E_PORT ?? 4391) + 20;
const DEMO_EMAIL = "gildong.hong@hanbit.example"; // server/db/seed/demo-accounts.ts

/** `value` (or its URL encoding) as a whole word: a 6-digit code inside a timestamp is not one. */
function contains(text: string, value: string): boolean {
  return [value, encodeURIComponent(value)].some((form) => {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).test(text);
  });
}

let smtp: SmtpPeer;
let server: OwnServer;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtpPeer();
  server = await startOwnServer(PORT, { SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test("CAS login with an e-mailed code reaches home and leaks no token", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const watch = watchSecrets(context, page);

  // No token, not in the app: the route rules send the browser to the single sign-on service.
  await page.goto("/");
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
  expect(new URL(page.url()).searchParams.get("service")).toBe(`${server.url}/api/token/cas`);
  await page.getByLabel("아이디").fill(DEMO.accountId);
  await page.getByLabel("비밀번호").fill(DEMO.password);
  await page.getByRole("button", { name: "로그인" }).click();

  // First login of the day on this fresh database: the verification step, code by e-mail.
  await expect(page.getByText("당일 최초 로그인 시 본인 인증이 필요합니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?step=verify$/);
  const emailChoice = page.getByRole("radio", { name: /이메일/ });
  // The contact is shown masked, never in full.
  await expect(page.getByText(/\*+@hanbit\.example/)).toBeVisible();
  await expect(page.getByText(DEMO_EMAIL)).toHaveCount(0);
  await emailChoice.check();
  const before = smtp.inbox.length;
  await page.getByRole("button", { name: "인증번호 받기" }).click();
  await expect(page.getByText("인증번호가 발송되었습니다.")).toBeVisible();
  const mail = await smtp.nextMailTo(DEMO_EMAIL, before);
  expect(mail.subject).not.toBe("");
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, mail.text).toMatch(/^\d{6}$/);
  watch.remember("verification code", code);
  await page.getByLabel("인증번호").fill(code!);
  await page.getByRole("button", { name: "인증하기" }).click();

  // Home, with the seeded user's identity card.
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
  await expect(page.getByText("홍길동").first()).toBeVisible();

  // The secrets of this login: what the server handed out and what the app keeps.
  const stored = await storedTokens(page);
  watch.remember("access token", stored.accessToken);
  watch.remember("refresh token", stored.refreshToken);
  await watch.settle();
  for (const name of ["CAS ticket", "temporary token", "login code", "access token"]) {
    expect(watch.secrets.has(name), `${name} was observed`).toBe(true);
  }
  expect(stored.refreshToken, "refresh token stored").toBeTruthy();
  const secrets = [...watch.secrets];
  const leaksIn = (text: string) =>
    secrets.filter(([, value]) => contains(text, value)).map(([name]) => name);

  // Not in the address bar, not in any session history entry.
  expect(leaksIn(await page.evaluate(() => location.href))).toEqual([]);
  const entries = await historyEntries(context, page);
  expect(entries.length).toBe(await page.evaluate(() => history.length));
  for (const entry of entries) expect(leaksIn(entry), entry).toEqual([]);

  // The address bar only ever showed the one-time values the server redirected with (the
  // temporary token, removed at once); never the login code or the access and refresh tokens.
  const lasting = secrets.filter(([name]) => !["temporary token", "CAS ticket"].includes(name));
  for (const url of watch.committed) {
    expect(
      lasting.filter(([, v]) => contains(url, v)).map(([n]) => n),
      url,
    ).toEqual([]);
  }

  // The SPA document was loaded from the CAS callback's redirect, so its Navigation Timing entry
  // keeps that first address (no script can rewrite it): only the temporary token, and that one
  // was revoked by the verification.
  const navigations = await page.evaluate(() =>
    performance.getEntriesByType("navigation").map((entry) => entry.name),
  );
  for (const url of navigations) {
    expect(
      lasting.filter(([, v]) => contains(url, v)).map(([n]) => n),
      url,
    ).toEqual([]);
  }
  const spent = await page.request.get("/api/account/user/contact-info", {
    headers: { Authorization: `Bearer ${watch.secrets.get("temporary token")}` },
  });
  expect(spent.status()).toBe(401);

  // No Referer the server was sent carries one.
  await watch.settle();
  const referers = watch.requests.filter((r) => r.referer !== undefined);
  expect(referers.length).toBeGreaterThan(0);
  for (const { url, referer } of referers) expect(leaksIn(referer!), `${url}`).toEqual([]);

  // And no line the server logged (debug level, with every request URL) names one.
  const log = server.log();
  expect(log).toMatch(/\/api\/token\/cas\?ticket=\[Redacted\]/);
  const lines = log.split("\n").filter((line) => leaksIn(line).length > 0);
  expect(lines).toEqual([]);
});

/** Today's verification by e-mail code, from the verification step on. Returns the code. */
async function verifyByEmail(page: Page): Promise<string> {
  await page.getByRole("radio", { name: /이메일/ }).check();
  const before = smtp.inbox.length;
  await page.getByRole("button", { name: "인증번호 받기" }).click();
  const mail = await smtp.nextMailTo(DEMO_EMAIL, before);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
  await page.getByLabel("인증번호").fill(code);
  await page.getByRole("button", { name: "인증하기" }).click();
  return code;
}

test("SSO from a deep page returns to that page, and returnTo leaves the address bar", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const committed: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) committed.push(frame.url());
  });

  await page.goto("/schedule");
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
  await page.getByLabel("아이디").fill(DEMO.accountId);
  await page.getByLabel("비밀번호").fill(DEMO.password);
  await page.getByRole("button", { name: "로그인" }).click();

  // Already verified today when the previous test ran; alone, this test verifies first.
  const verifyStep = page.getByText("당일 최초 로그인 시 본인 인증이 필요합니다.");
  const schedule = page.getByRole("heading", { level: 1, name: "일정" });
  await expect(verifyStep.or(schedule)).toBeVisible();
  if (await verifyStep.isVisible()) await verifyByEmail(page);

  await expect(page).toHaveURL(`${server.url}/schedule`);
  await expect(schedule).toBeVisible();
  // The server redirected with it; the app took it out of the address bar at once.
  expect(committed.some((url) => url.includes("returnTo="))).toBe(true);
  expect(await page.evaluate(() => location.href)).not.toContain("returnTo");
});
