/**
 * Delivery through real transports: an SMTP peer (smtp-server) and an HTTP SMS gateway, in
 * production mode, where the local mailbox must not exist.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer, exchange, login, sendCode, validCode } from "../helpers/auth-support";

const mails: string[] = [];
const texts: { to: string; text: string }[] = [];
let smtp: SMTPServer;
let gateway: Server;
let t: TestApp;
let user: TestUser; // mailed at gildong.hong@hanbit.example
let texted: TestUser;

const portOf = (server: { address(): AddressInfo | string | null }) =>
  (server.address() as AddressInfo).port;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push(raw);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  gateway = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      texts.push(JSON.parse(body));
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  t = await createTestApp({
    env: {
      NODE_ENV: "production",
      JWT_SECRET: "a-production-secret-of-at-least-32-characters",
      PUBLIC_URL: "https://portal.example.com",
      ALLOW_EMBEDDED_DATABASE: "true",
      SMTP_URL: `smtp://127.0.0.1:${portOf(smtp.server as unknown as Server)}`,
      SMS_WEBHOOK_URL: `http://127.0.0.1:${portOf(gateway)}/sms`,
    },
  });
  user = await createMember(t.app.db, { account: { email: "gildong.hong@hanbit.example" } });
  texted = await createMember(t.app.db);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await new Promise<void>((resolve) => gateway?.close(() => resolve()));
});

describe("real transports (production mode)", () => {
  it("has no /dev/outbox", async () => {
    expect((await t.app.inject({ url: "/dev/outbox" })).statusCode).toBe(404);
  });

  it("mails the code through SMTP in the caller's language, and it works", async () => {
    const temporaryToken = (await login(t.app, user)).json().result.temporaryToken;
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/account/authentication/code/send",
      headers: { ...bearer(temporaryToken), "accept-language": "en" },
      payload: { channel: "email" },
    });
    expect(sent.statusCode).toBe(200);
    const mail = mails.at(-1) ?? "";
    expect(mail).toMatch(/^To: gildong\.hong@hanbit\.example/m);
    expect(mail).toMatch(/^Subject: \[Group Portal\] Your verification code/m);
    const code = /verification code is (\d{6})/.exec(mail)?.[1] ?? "";
    const valid = await validCode(t.app, temporaryToken, code);
    expect(valid.statusCode).toBe(200);
    expect((await exchange(t.app, valid.json().result.code)).statusCode).toBe(200);
  });

  it("posts SMS texts to the gateway as JSON", async () => {
    const temporaryToken = (await login(t.app, texted)).json().result.temporaryToken;
    expect((await sendCode(t.app, temporaryToken, "sms")).statusCode).toBe(200);
    expect(texts.at(-1)).toMatchObject({ text: expect.stringMatching(/\d{6}/) });
    expect(texts.at(-1)?.to).toMatch(/^01\d/);
  });
});
