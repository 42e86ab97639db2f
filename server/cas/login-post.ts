/**
 * POST /cas/login: login ticket (CSRF) -> required fields (three distinct messages, spec §5) ->
 * rate limits per address and per ID -> password -> SSO session (TGC) -> ticket and redirect.
 * The password arrives in the form body in clear, as CAS forms do: TLS protects it in transit,
 * and nothing here logs a body. Failures answer 303 to the form, which shows them with a fresh
 * login ticket (login-failure.ts: post/redirect/get).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { resolveLocale } from "../i18n";
import { audit, metaOf } from "../modules/identity/audit";
import { normalizeAccountId } from "../modules/identity/account-repository";
import { loginRateChecks } from "../modules/auth/login-service";
import { consumeRateLimit, refundRateLimit } from "../lib/rate-limit";
import { checkCredentials } from "./accounts";
import { setTgc, withTicket } from "./http";
import { redirectAfterFailure } from "./login-failure";
import { clearLoginTicket, loginTicketCookieName, redeemLoginTicket } from "./login-ticket";
import type { PageContext } from "./pages";
import { isRegisteredService } from "./registry";
import { sendLoggedIn, sendUnknownService } from "./render";
import { createSsoSession, issueServiceTicket } from "./tickets";

export interface LoginForm {
  username?: string | undefined;
  password?: string | undefined;
  lt?: string | undefined;
  service?: string | undefined;
}

function missingFields(username: string, password: string) {
  if (!username && !password) {
    return { key: "cas.idAndPasswordRequired", fields: ["username", "password"] } as const;
  }
  if (!username) return { key: "cas.idRequired", fields: ["username"] } as const;
  if (!password) return { key: "cas.passwordRequired", fields: ["password"] } as const;
  return undefined;
}

export async function handleLoginPost(
  request: FastifyRequest,
  reply: FastifyReply,
  form: LoginForm,
): Promise<FastifyReply> {
  const { db, config, clock, log } = request.server;
  const now = clock.now();
  const { service } = form;
  const username = (form.username ?? "").trim();
  const password = form.password ?? "";
  const ctx: PageContext = { locale: resolveLocale(request), service };
  const meta = metaOf(request);

  if (service !== undefined && !isRegisteredService(config, service)) {
    return sendUnknownService(reply, ctx);
  }
  const cookie = request.cookies[loginTicketCookieName(config)];
  if (!(await redeemLoginTicket(db, now, form.lt, cookie))) {
    return redirectAfterFailure(reply, ctx, {
      status: 403,
      username,
      error: { key: "cas.formExpired", fields: [] },
    });
  }
  const missing = missingFields(username, password);
  if (missing) return redirectAfterFailure(reply, ctx, { status: 400, username, error: missing });

  const subject = normalizeAccountId(username);
  // The portal password login's own rules, on purpose: both forms check the same password, so
  // they share one budget per ID and per address (alternating forms gains an attacker nothing).
  // Only failures count: a success gives its attempt back below.
  const checks = loginRateChecks(subject, request.ip);
  const verdicts = await Promise.all(
    checks.map(([rule, key]) => consumeRateLimit(db, now, rule, key)),
  );
  const over = verdicts.filter((v) => !v.allowed);
  if (over.length > 0) {
    const retryAfter = Math.max(...over.map((v) => v.retryAfterSeconds));
    await audit(db, log, meta, {
      event: "RATE_LIMITED",
      outcome: "DENIED",
      accountId: subject,
      details: { method: "cas-form", service: service ?? null },
    });
    // Retry-After goes with the form the redirect leads to: on a 303 it would delay the redirect.
    return redirectAfterFailure(reply, ctx, {
      status: 429,
      username,
      error: {
        key: "auth.loginLimited",
        params: { minutes: Math.ceil(retryAfter / 60) },
        fields: [],
      },
      retryAfterSeconds: retryAfter,
    });
  }

  const account = await checkCredentials(db, username, password, now);
  if (!account) {
    await audit(db, log, meta, {
      event: "LOGIN",
      outcome: "FAILURE",
      accountId: subject,
      details: { method: "cas-form", reason: "BAD_CREDENTIALS", service: service ?? null },
    });
    return redirectAfterFailure(reply, ctx, {
      status: 401,
      username,
      error: { key: "auth.wrongCredentials", fields: ["username", "password"] },
    });
  }

  await Promise.all(checks.map(([rule, key]) => refundRateLimit(db, now, rule, key)));
  setTgc(reply, config, await createSsoSession(db, account.accountId, now));
  clearLoginTicket(reply, config);
  await audit(db, log, meta, {
    event: "LOGIN",
    outcome: "SUCCESS",
    accountId: account.accountId,
    details: { method: "cas-form", service: service ?? null },
  });
  if (service === undefined) return sendLoggedIn(reply, ctx);
  const ticket = await issueServiceTicket(db, account.accountId, service, now);
  return reply.redirect(withTicket(service, ticket), 302);
}
