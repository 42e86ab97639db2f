/**
 * A Web Push service of the test's own, on loopback: it records each push request, answers with
 * the status set for its path (201 by default), and the test decrypts what arrived with the
 * browser's side of the keys, written from RFC 8291 and RFC 8188 with node:crypto only (no
 * web-push code), and checks the VAPID header (RFC 8292) the same way.
 */
import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  origin: string;
  requests: PushRequest[];
  /** The status answered for a path (e.g. 410 for a subscription that is gone). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<FakePushService> {
  const requests: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, status) => statuses.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The browser's half of a subscription: its P-256 key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  authSecret: Buffer;
  /** What PushSubscription.toJSON().keys holds. */
  keys: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: {
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: authSecret.toString("base64url"),
    },
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** RFC 8291 §3.4 + RFC 8188 §2: one aes128gcm record, decrypted to the JSON it carries. */
export function decryptPush(body: Buffer, browser: BrowserKeys): unknown {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    browser.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hkdf(shared, browser.authSecret, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return JSON.parse(padded.subarray(0, end).toString("utf8"));
}

/** Verifies `Authorization: vapid t=<JWT>, k=<key>` (ES256) and returns the key and claims. */
export function verifyVapid(header: string | undefined): {
  key: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`not a vapid header: ${header}`);
  const [, jwt = "", key = ""] = match;
  const [head = "", payload = "", signature = ""] = jwt.split(".");
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("VAPID signature does not verify");
  const header64 = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg: string };
  if (header64.alg !== "ES256") throw new Error(`unexpected alg ${header64.alg}`);
  return { key, claims: JSON.parse(Buffer.from(payload, "base64url").toString()) };
}
