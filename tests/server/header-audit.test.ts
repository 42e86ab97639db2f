/**
 * Header audit of every route (issue 13, reliability suite). The routes come from the router
 * itself (printRoutes), so a route added later is audited without editing this file. Each one is
 * called with every method it has, anonymously (as a browser page and as an API call) and
 * signed in, and every answer must carry the page or data
 * security headers of security-headers.test.ts; /api answers must also be no-store and, when
 * JSON, the envelope { status, code, message, result } with the HTTP status repeated.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCodeSchema } from "../../server/contract";
import { HOME_VIEW_SCRIPT_HASH, answerKind } from "../../server/plugins/header-policies";
import { createCompany, createNotice, createUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer } from "../helpers/auth-support";
import { signIn } from "../helpers/portal-support";

type Method = "GET" | "HEAD" | "POST" | "PUT";
let t: TestApp;
let routes: [Method, string][];
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  routes = routesOf(t.app);
  // Company 1 and post 1 are the sample ids routesOf puts into the paths.
  const company = await createCompany(t.app.db, { id: 1 });
  await createNotice(t.app.db, { postId: 1 });
  token = (await signIn(t.app, await createUser(t.app.db, { companyId: company.id }))).accessToken;
});
afterAll(() => t?.close());

/** Every (method, path) of the router's tree, with parameters and wildcards filled in. */
function routesOf(app: FastifyInstance): [Method, string][] {
  const SAMPLE: Record<string, string> = { companyId: "1", postId: "1", type: "WORK" };
  const stack: string[] = [];
  const out: [Method, string][] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line.replace(/\u00a0/g, " "));
    if (!m) continue;
    const depth = (m[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(m[2] ?? "");
    const path = stack
      .join("")
      .replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? "USER")
      .replace(/\*$/, "audit-page")
      .replace(/^(?!\/)/, "/");
    for (const method of (m[3] ?? "").split(", ")) out.push([method as Method, path]);
  }
  return out;
}

const shell = () => path.resolve(t.config.STATIC_DIR, "index.html");

function directives(csp: string): Map<string, string> {
  return new Map(csp.split(";").map((d) => d.trim().split(/\s+(.*)/) as [string, string]));
}

describe("header audit", () => {
  it("reads the whole route table", () => {
    expect(routes.length).toBeGreaterThanOrEqual(80);
    expect(routes).toContainEqual(["PUT", "/api/menu/WORK/USER"]);
    expect(routes).toContainEqual(["GET", "/audit-page"]);
  });

  it("every route, anonymous or signed in, answers with the security headers", async () => {
    let answers = 0;
    for (const [method, url] of routes) {
      // A browser navigation (the SPA's pages answer HTML) as well as API calls.
      for (const headers of [{}, { accept: "text/html" }, bearer(token)]) {
        const payload = method === "POST" || method === "PUT" ? {} : undefined;
        const res = await t.app.inject({ method, url, headers, payload });
        answers++;
        const what = `${method} ${url} ${res.statusCode}`;
        // Without a build (vitest runs before `npm run build`) a page answers 503 "not built".
        const notBuilt = res.statusCode === 503 && !existsSync(shell()) && !url.startsWith("/api/");
        if (!notBuilt) expect(res.statusCode, what).toBeLessThan(500);
        const h = res.headers;
        const csp = directives(String(h["content-security-policy"]));
        expect(csp.get("frame-ancestors"), what).toBe("'none'");
        expect(h["x-content-type-options"], what).toBe("nosniff");
        expect(h["x-frame-options"], what).toBe("DENY");
        if (answerKind(h["content-type"]) === "data") {
          // Data, never a page: were it opened as one, nothing in it may load or run.
          expect(csp.get("default-src"), `${what} default-src`).toBe("'none'");
          expect(csp.size, `${what} data policy`).toBe(2);
        } else {
          for (const name of ["default-src", "connect-src", "base-uri", "form-action"])
            expect(csp.get(name), `${what} ${name}`).toBe("'self'");
          // The one inline script allowed is Main's list/grid choice, by its hash.
          const scripts = csp.get("script-src");
          expect(scripts, `${what} script-src`).toBe(`'self' ${HOME_VIEW_SCRIPT_HASH}`);
          expect(h["cross-origin-opener-policy"], what).toBe("same-origin");
          expect(h["permissions-policy"], what).toContain("camera=()");
        }
        expect(["strict-origin-when-cross-origin", "no-referrer"], what).toContain(
          h["referrer-policy"],
        );
        expect(h["x-request-id"], what).toMatch(/^[0-9a-f-]{36}$/);
        if (!url.startsWith("/api/")) continue;
        expect(h["cache-control"], what).toBe("no-store");
        if (
          !String(h["content-type"]).startsWith("application/json") ||
          url.startsWith("/api/docs") ||
          method === "HEAD"
        )
          continue;
        const body = res.json();
        expect(Object.keys(body).sort(), what).toEqual(["code", "message", "result", "status"]);
        expect(body.status, what).toBe(res.statusCode);
        expect(apiCodeSchema.safeParse(body.code).success, what).toBe(true);
      }
    }
    console.info(`header audit: ${routes.length} routes, ${answers} answers`);
  });
});
