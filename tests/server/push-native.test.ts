/**
 * The native shells' pushes: the shell's fcmYn (PUT /api/internal/updateAlarm) and the web's
 * settings are one switch, and tokens whose fcmYn is Y receive the events through FCM HTTP v1,
 * here a fake of Google on loopback that checks the service account's signed JWT (RS256) before
 * handing out an access token. A token FCM calls unregistered is dropped.
 */
import { createVerify, generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deviceTokens } from "../../server/db/schema";
import { drainOnce } from "../../server/modules/push/deliver";
import { enqueueNoticePush } from "../../server/modules/push/events";
import { loadVapidKeys } from "../../server/modules/push/vapid";
import { createMember, createNotice, type TestUser } from "../helpers/factories";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";
import { createTestApp, type TestApp } from "../helpers/test-app";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const sent: Array<{
  authorization?: string;
  message: { token: string; data: Record<string, string> };
}> = [];
let assertions = 0;

/** Google's token endpoint and FCM's send endpoint, as far as the adapter uses them. */
const fake = createServer((req, res) => {
  let text = "";
  req.on("data", (c: Buffer) => (text += c.toString()));
  req.on("end", () => {
    if (req.url === "/token") {
      const assertion = new URLSearchParams(text).get("assertion") ?? "";
      const [head = "", claims = "", signature = ""] = assertion.split(".");
      const valid = createVerify("RSA-SHA256")
        .update(`${head}.${claims}`)
        .verify(publicKey, Buffer.from(signature, "base64url"));
      const scope = JSON.parse(Buffer.from(claims, "base64url").toString()).scope as string;
      if (valid && scope.includes("firebase.messaging")) assertions += 1;
      res.writeHead(valid ? 200 : 401, { "content-type": "application/json" });
      return res.end(JSON.stringify({ access_token: "fake-access", expires_in: 3600 }));
    }
    if (req.url === "/v1/projects/portal-test/messages:send") {
      const body = JSON.parse(text);
      sent.push({ authorization: req.headers.authorization, message: body.message });
      if (body.message.token === "gone-token") {
        res.writeHead(404, { "content-type": "application/json" });
        return res.end(
          JSON.stringify({
            error: { status: "NOT_FOUND", details: [{ errorCode: "UNREGISTERED" }] },
          }),
        );
      }
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify({ name: "projects/portal-test/messages/1" }));
    }
    res.writeHead(404).end();
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const account = {
    project_id: "portal-test",
    client_email: "push@portal-test.iam.gserviceaccount.com",
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
    token_uri: `${origin}/token`,
  };
  t = await createTestApp({
    env: { FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(account), FCM_ENDPOINT: origin },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake.close(resolve));
});

async function drain() {
  const vapid = await loadVapidKeys(t.app.db);
  const ctx = { db: t.app.db, config: t.config, vapid, now: () => new Date(), log: t.app.log };
  while ((await drainOnce(ctx)) > 0);
}

const identity = (user: TestUser) => ({
  accountId: user.accountId,
  companyId: user.companyId,
  empNo: user.employeeNo,
});
const alarm = (caller: Caller, user: TestUser, fcmYn: "Y" | "N") =>
  caller.send("PUT", "/api/internal/updateAlarm", {
    ...identity(user),
    fcmYn,
    smsYn: "Y",
    mailYn: "Y",
  });
const registerToken = (caller: Caller, user: TestUser, deviceKey: string, pushToken: string) =>
  caller.send("PUT", "/api/internal/updateToken", {
    ...identity(user),
    appVersion: "2.4.0",
    deviceKey,
    pushToken,
  });

describe("native push", () => {
  it("keeps the shell's fcmYn and the web's settings one switch", async () => {
    const user = await createMember(t.app.db);
    const caller = await signIn(t.app, user);
    resultOf(await alarm(caller, user, "N"));
    expect(resultOf(await caller.get("/api/push/settings"))).toMatchObject({
      notices: false,
      approvals: false,
    });
    resultOf(await alarm(caller, user, "Y"));
    expect(resultOf(await caller.get("/api/push/settings"))).toMatchObject({
      notices: true,
      approvals: true,
    });
    const off = { notices: false, approvals: false, quietHours: null };
    resultOf(await caller.send("PUT", "/api/push/settings", off));
    resultOf(await alarm(caller, user, "Y")); // the app turns it back on: both categories return
    expect(resultOf(await caller.get("/api/push/settings"))).toMatchObject({
      notices: true,
      approvals: true,
    });
  });

  it("sends a notice to fcmYn=Y tokens only, through an OAuth token, and drops an unregistered one", async () => {
    const on = await createMember(t.app.db);
    const off = await createMember(t.app.db);
    const onCaller = await signIn(t.app, on);
    const offCaller = await signIn(t.app, off);
    resultOf(await alarm(onCaller, on, "Y"));
    resultOf(await registerToken(onCaller, on, "phone", "good-token"));
    resultOf(await registerToken(onCaller, on, "old-phone", "gone-token"));
    resultOf(await alarm(offCaller, off, "N"));
    resultOf(await registerToken(offCaller, off, "phone", "silent-token"));

    const notice = await createNotice(t.app.db, { companyId: null, title: "전사 공지" });
    await enqueueNoticePush(t.app.db, notice.postId);
    await drain();

    const tokens = sent.map((s) => s.message.token).sort();
    expect(tokens).toEqual(["gone-token", "good-token"]);
    expect(assertions).toBe(1); // one access token, reused for both sends
    expect(sent.every((s) => s.authorization === "Bearer fake-access")).toBe(true);
    expect(sent[0]!.message.data).toMatchObject({
      type: "notice",
      noticeId: String(notice.postId),
    });
    const [gone] = await t.app.db
      .select({ pushToken: deviceTokens.pushToken })
      .from(deviceTokens)
      .where(
        and(eq(deviceTokens.accountId, on.accountId), eq(deviceTokens.deviceKey, "old-phone")),
      );
    expect(gone?.pushToken).toBeNull();
  });
});
