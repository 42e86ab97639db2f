/**
 * Query and body schemas of the embedded CAS routes. Every parameter is optional at this level:
 * CAS answers a missing or odd parameter in its own format (an XML INVALID_REQUEST, a login
 * form message, an error page), never with the API's JSON envelope. Lengths are capped so no
 * handler ever sees megabytes.
 */
import { z } from "zod";

const text = (max: number) => z.string().max(max).optional();
const URL_MAX = 2048;

export const casLoginQuerySchema = z.object({
  service: text(URL_MAX).describe("Registered service URL to return to with ?ticket="),
  renew: text(16).describe('"true": ask for the password even with a live SSO session'),
  locale: text(16).describe("ko, en, zh or ja: switches and remembers the page language"),
  failed: text(8).describe("Set by the redirect after a failed post: shows its message once"),
});

export const casLoginBodySchema = z.object({
  username: text(200),
  password: text(1024),
  lt: text(200).describe("Login ticket from the form (CSRF defence, single use)"),
  service: text(URL_MAX),
});

export const casLogoutQuerySchema = z.object({
  service: text(URL_MAX).describe("Registered service to return to; otherwise a signed-out page"),
});

export const casValidateQuerySchema = z.object({
  service: text(URL_MAX),
  ticket: text(512),
  pgtUrl: text(URL_MAX).describe("Proxy callback: not supported, always refused"),
  renew: text(16),
  format: text(16),
});
