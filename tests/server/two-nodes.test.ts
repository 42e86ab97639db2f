/**
 * Two server processes on one PostgreSQL behind a round-robin proxy that sets X-Forwarded-For
 * (TRUST_PROXY=127.0.0.1): whatever one node issues or counts, the other honours. Logins,
 * attempt counters, codes, refresh rotation and idempotency keys live in the database, so a
 * client that the balancer sends back and forth sees one service.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as http from "../helpers/http-auth";
import { ownPostgres, type OwnPostgres } from "../helpers/own-postgres";
import { reliabilityRuns } from "../helpers/reliability";
import { startProxy, type ReverseProxy } from "../helpers/reverse-proxy";
import {
  freePort,
  launchServer,
  waitForStatus,
  type ServerProcess,
} from "../helpers/server-process";

let pg: OwnPostgres;
let nodes: ServerProcess[] = [];
let proxy: ReverseProxy;
let a = "";
let b = "";

beforeAll(async () => {
  if (!reliabilityRuns) return;
  pg = ownPostgres(await freePort());
  const env = { DATABASE_URL: pg.url, STATIC_DIR: "/nonexistent", TRUST_PROXY: "127.0.0.1" };
  // Both start at once on the empty database: migrations and the seed take their locks.
  nodes = await Promise.all([launchServer(env), launchServer(env)]);
  for (const node of nodes)
    if (!(await waitForStatus(node.base, "/readyz", 200)))
      throw new Error(`node did not start:\n${node.output()}`);
  [a, b] = nodes.map((node) => node.base) as [string, string];
  proxy = await startProxy([a, b]);
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  for (const node of nodes) node.child.kill("SIGKILL");
  pg?.destroy();
});

const from = (address: string) => ({ "x-forwarded-for": address });

describe.runIf(reliabilityRuns)("two nodes behind a proxy", () => {
  it("a login through the proxy crosses both nodes, and tokens of one work on the other", async () => {
    const pair = await http.fullLogin(proxy.base, "demo");
    expect(proxy.served.every((n) => n > 0)).toBe(true);
    for (const base of [a, b])
      expect(
        (await http.call(base, "/api/user", { headers: http.bearer(pair.accessToken) })).status,
      ).toBe(200);

    const onA = await http.fullLogin(a, "admin");
    const user = await http.call(b, "/api/user", { headers: http.bearer(onA.accessToken) });
    expect(user.body.result?.accountId).toBe("admin");
  });

  it("counts failed logins of one account and address across both nodes", async () => {
    // Ten wrong passwords at once, spread by the proxy: the shared counter lets 5 through.
    const wrong = await Promise.all(
      Array.from({ length: 10 }, () =>
        http.login(proxy.base, "demo280", "Wrong!2345", from("198.51.100.7")),
      ),
    );
    expect(wrong.map((r) => r.status).sort()).toEqual([
      ...Array(5).fill(401),
      ...Array(5).fill(429),
    ]);
    // Locked for that address on either node, even with the right password ...
    for (const base of [a, b]) {
      const again = await http.login(base, "demo280", undefined, from("198.51.100.7"));
      expect(again.status).toBe(429);
      expect(again.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    // ... but not from another address: the proxy's X-Forwarded-For is the client address.
    expect((await http.login(proxy.base, "demo280", undefined, from("198.51.100.8"))).status).toBe(
      200,
    );
  });

  it("counts failed logins of one account from many addresses across both nodes", async () => {
    // Distributed guessing: 24 addresses, one try each; the per-account budget (20) is shared.
    const guesses = Array.from({ length: 24 }, (_, i) => from(`203.0.113.${i + 1}`));
    const tries = await Promise.all(
      guesses.map((address) => http.login(proxy.base, "expired", "Wrong!2345", address)),
    );
    expect(tries.filter((r) => r.status === 401)).toHaveLength(20);
    expect((await http.login(b, "expired", undefined, from("203.0.113.99"))).status).toBe(429);
  });

  it("counts wrong codes across both nodes: 5 of 40 are checked, then even the right code is refused", async () => {
    const first = await http.login(a, "newbie");
    expect(first.body.result?.next).toBe("VERIFY");
    const temporaryToken = first.body.result?.temporaryToken as string;
    expect((await http.sendCode(b, temporaryToken)).status).toBe(200);
    const code = (await http.lastMailboxMessage(a)).code;
    const wrong = code === "000000" ? "111111" : "000000";
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) => http.validCode(i % 2 ? a : b, temporaryToken, wrong)),
    );
    expect(tries.filter((r) => r.status === 400)).toHaveLength(5);
    expect((await http.validCode(b, temporaryToken, code)).status).toBe(429);
  });

  it("rotates refresh tokens across nodes; a replayed old token ends the family on both", async () => {
    const t0 = await http.fullLogin(a, "demo");
    const t1 = (await http.refresh(b, t0.refreshToken)).body.result as unknown as http.Pair;
    const t2 = (await http.refresh(a, t1.refreshToken)).body.result as unknown as http.Pair;
    expect(
      (await http.call(b, "/api/login", { headers: http.bearer(t2.accessToken) })).status,
    ).toBe(200);
    // t0 was rotated twice over: showing it again is theft, whichever node sees it.
    expect((await http.refresh(b, t0.refreshToken)).status).toBe(401);
    expect((await http.refresh(a, t2.refreshToken)).status).toBe(401);
    for (const base of [a, b])
      expect(
        (await http.call(base, "/api/login", { headers: http.bearer(t2.accessToken) })).status,
      ).toBe(401);
  });

  it("serves a lost refresh answer once on the other node (grace window), then counts reuse", async () => {
    const t0 = await http.fullLogin(a, "demo");
    expect((await http.refresh(a, t0.refreshToken)).status).toBe(200); // answer "lost"
    const retry = await http.refresh(b, t0.refreshToken); // the phone tries again, via B
    expect(retry.status).toBe(200);
    const t1 = retry.body.result as unknown as http.Pair;
    expect((await http.call(a, "/api/user", { headers: http.bearer(t1.accessToken) })).status).toBe(
      200,
    );
    // A second replay of t0 is no lost answer any more: the family ends on both nodes.
    expect((await http.refresh(a, t0.refreshToken)).status).toBe(401);
    expect((await http.refresh(b, t1.refreshToken)).status).toBe(401);
  });

  it("applies an Idempotency-Key once across nodes (favorite and menu edits)", async () => {
    const pair = await http.fullLogin(b, "demo");
    const auth = http.bearer(pair.accessToken);
    const favorites = async () =>
      (await http.call(a, "/api/favorite", { headers: auth })).body.result as unknown as {
        name: string;
      }[];
    const before = (await favorites()).length;
    const add = [{ name: "two-nodes", url: "https://example.com/two", priority: 1 }];
    const put = (base: string, key: string, json: unknown, path = "/api/favorite") =>
      http.call(base, path, { method: "PUT", headers: { ...auth, "idempotency-key": key }, json });
    // The same edit sent to both nodes at once (a retry racing the original): applied once.
    const both = await Promise.all([put(a, "fav-twice-1", add), put(b, "fav-twice-1", add)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(1);
    expect(both[0]!.body.result).toEqual(both[1]!.body.result);
    expect((await favorites()).length).toBe(before + 1);
    expect((await put(b, "fav-twice-1", [{ ...add[0], name: "other" }])).status).toBe(409);

    const menu = (await http.call(b, "/api/menu/WORK", { headers: auth })).body
      .result as unknown as { id: number }[];
    const reversed = [...menu].reverse().map((item, i) => ({ id: item.id, priority: i + 1 }));
    const path = "/api/menu/WORK/user";
    expect(
      (await put(a, "menu-twice-1", reversed, path)).headers.get("idempotent-replayed"),
    ).toBeNull();
    const replay = await put(b, "menu-twice-1", reversed, path);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });
});
