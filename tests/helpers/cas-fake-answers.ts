/**
 * Answers of the fake external CAS server (cas-client.test.ts): each hostile or failing answer
 * with the /login?error= value the portal must redirect to.
 */
import type { FastifyReply } from "fastify";
import { Readable } from "node:stream";

export type Scenario = (reply: FastifyReply) => unknown;

export const NS = 'xmlns:cas="http://www.yale.edu/tp/cas"';
export const success = (user: string) =>
  `<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>${user}</cas:user>` +
  `<cas:attributes><cas:name>x</cas:name></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;
export const failure = (code: string) =>
  `<cas:serviceResponse ${NS}><cas:authenticationFailure code="${code}">no</cas:authenticationFailure></cas:serviceResponse>`;

export const HOSTILE_ANSWERS: Record<string, [Scenario, string]> = {
  "unknown user": [(r) => r.type("application/xml").send(success("nobody")), "UNKNOWN_ACCOUNT"],
  ...Object.fromEntries(
    [
      "INVALID_REQUEST",
      "INVALID_TICKET_SPEC",
      "UNAUTHORIZED_SERVICE_PROXY",
      "INVALID_PROXY_CALLBACK",
      "INVALID_TICKET",
      "INVALID_SERVICE",
      "SOMETHING_ELSE",
    ].map((code) => [
      `failure ${code}`,
      [(r: FastifyReply) => r.type("application/xml").send(failure(code)), "INVALID_TICKET"],
    ]),
  ),
  "failure INTERNAL_ERROR": [
    (r) => r.type("application/xml").send(failure("INTERNAL_ERROR")),
    "LOGIN_FAILED",
  ],
  "malformed XML": [
    (r) => r.type("application/xml").send(`<cas:serviceResponse ${NS}><cas:user>`),
    "LOGIN_FAILED",
  ],
  "an HTML page": [
    (r) => r.type("text/html").send("<html><body>CAS</body></html>"),
    "LOGIN_FAILED",
  ],
  "billion laughs": [
    (r) =>
      r
        .type("application/xml")
        .send(
          `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">` +
            Array.from(
              { length: 9 },
              (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ""};`.repeat(10)}">`,
            ).join("") +
            `]>${success("&lol9;")}`,
        ),
    "LOGIN_FAILED",
  ],
  "an external entity": [
    (r) =>
      r
        .type("application/xml")
        .send(`<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${success("&x;")}`),
    "LOGIN_FAILED",
  ],
  "a huge body": [
    (r) => r.type("application/xml").send(success("demo") + " ".repeat(5_000_000)),
    "LOGIN_FAILED",
  ],
  "a huge streamed body (no length)": [
    (r) => {
      let sent = 0;
      const body = new Readable({
        read() {
          sent += 1;
          this.push(sent > 200 ? null : sent === 1 ? success("demo") : " ".repeat(65_536));
        },
      });
      return r.type("application/xml").send(body);
    },
    "LOGIN_FAILED",
  ],
  "HTTP 500": [(r) => r.code(500).type("application/xml").send(success("demo")), "LOGIN_FAILED"],
  "a redirect": [(r) => r.redirect("http://127.0.0.1:1/p3/serviceValidate", 302), "LOGIN_FAILED"],
};
