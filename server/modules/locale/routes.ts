/**
 * GET /api/setLocale (access: also stored on the account) and GET /api/setLoginLocale (none,
 * the login page): set the `locale` cookie that every later message follows (API.md).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from "../../../shared/locales";
import { envelope, setLocaleQuerySchema, setLocaleResultSchema, type Locale } from "../../contract";
import { ok } from "../../lib/envelope";
import { announceUserChanged } from "../../lib/node-cache";
import { saveAccountLocale } from "./repository";

function setLocaleCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  secure: boolean,
) {
  // Not HttpOnly: the PWA reads it to pick its own language before any API call.
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: "/",
    sameSite: "lax",
    maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 86_400,
    secure,
  });
  // This answer is already in the new language.
  if (request.cookies) request.cookies[LOCALE_COOKIE] = locale;
}

const localeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const secure = fastify.config.PUBLIC_URL.startsWith("https://");
  const schema = (summary: string, authenticated: boolean) => ({
    tags: ["locale"],
    summary,
    ...(authenticated ? { security: [{ bearerAuth: [] }] } : {}),
    querystring: setLocaleQuerySchema,
    response: { 200: envelope(setLocaleResultSchema) },
  });

  fastify.get(
    "/api/setLocale",
    {
      config: { auth: "access" },
      schema: schema("Sets the locale cookie and the account's locale", true),
    },
    async (request, reply) => {
      const { locale } = request.query;
      await saveAccountLocale(fastify.db, request.auth.accountId, locale);
      await announceUserChanged(fastify.db, request.auth.accountId); // accountInfo of /api/user
      setLocaleCookie(request, reply, locale, secure);
      return ok(reply, { locale });
    },
  );

  fastify.get(
    "/api/setLoginLocale",
    { config: { auth: "none" }, schema: schema("Sets the locale cookie (before login)", false) },
    async (request, reply) => {
      const { locale } = request.query;
      setLocaleCookie(request, reply, locale, secure);
      return ok(reply, { locale });
    },
  );
};

export default localeRoutes;
