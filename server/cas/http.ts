/**
 * Reply helpers of the CAS routes: HTML pages, the TGC cookie, the page locale and the
 * redirect back to a service. /cas/* responses already get Referrer-Policy: no-referrer and
 * Cache-Control: no-store from the security-headers plugin (tickets travel in these URLs).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from "../../shared/locales";
import type { Config } from "../config";
import { isLocale, resolveLocale, type Locale } from "../i18n";

/** The ticket-granting cookie (CAS 3.0 §3.6): opaque, HttpOnly, only ever sent to /cas. */
export const TGC_COOKIE = "CASTGC";
const TGC_PATH = "/cas";

export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type("text/html; charset=utf-8").send(html);
}

/**
 * The page's locale: `?locale=` from the language switcher (then also remembered in the
 * portal's `locale` cookie, so the PWA follows), else cookie, Accept-Language, ko.
 */
export function pageLocale(
  request: FastifyRequest,
  reply: FastifyReply,
  chosen: string | undefined,
): Locale {
  if (isLocale(chosen)) {
    reply.setCookie(LOCALE_COOKIE, chosen, {
      path: "/",
      sameSite: "lax",
      maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 86_400,
    });
    return chosen;
  }
  return resolveLocale(request);
}

/**
 * A session cookie (no Max-Age): closing the browser ends the SSO session on shared phones and
 * PCs; the server-side row expires on its own after SSO_SESSION_TTL_MS anyway.
 */
export function setTgc(reply: FastifyReply, config: Pick<Config, "PUBLIC_URL">, tgt: string) {
  reply.setCookie(TGC_COOKIE, tgt, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.PUBLIC_URL.startsWith("https://"),
    path: TGC_PATH,
  });
}

export function clearTgc(reply: FastifyReply) {
  reply.clearCookie(TGC_COOKIE, { path: TGC_PATH });
}

export function tgcOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[TGC_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

/** `service` with `ticket=` added to its query (before any fragment), as CAS 3.0 §2.2.4 says. */
export function withTicket(service: string, ticket: string): string {
  const hashAt = service.indexOf("#");
  const base = hashAt < 0 ? service : service.slice(0, hashAt);
  const fragment = hashAt < 0 ? "" : service.slice(hashAt);
  const separator = base.includes("?") ? "&" : "?";
  return `${base}${separator}ticket=${encodeURIComponent(ticket)}${fragment}`;
}
