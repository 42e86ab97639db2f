/**
 * The HTML pages of the embedded CAS service: the login form and short message pages (unknown
 * service, signed in, signed out, error). Plain template strings, rendered in the caller's
 * locale, with every interpolated value passed through escapeHtml. No script at all (the CSP
 * allows none inline, and the form needs none); styles come from the stylesheet route.
 */
import type { Locale } from "../contract";
import { translate, type MessageKey, type MessageParams } from "../i18n";
import { escapeHtml } from "./escape";

export const CAS_LOGIN_PATH = "/cas/login";
export const STYLESHEET_PATH = "/cas/assets/cas.css";
/** The PWA's own login and its password-reset step (src/features/auth/login-search.ts). */
export const APP_LOGIN_PATH = "/login";
export const APP_PASSWORD_RESET_PATH = "/login?step=reset";

/** Language names in their own language: a reader must find theirs whatever the page shows. */
const LANGUAGES: ReadonlyArray<readonly [Locale, string]> = [
  ["ko", "한국어"],
  ["en", "English"],
  ["zh", "中文"],
  ["ja", "日本語"],
];

export interface PageContext {
  locale: Locale;
  /** The registered service being logged in to, kept across the language switch and the form. */
  service?: string | undefined;
}

export interface LoginFormState {
  /** Login ticket: the form's one-time CSRF value (see login-ticket.ts). */
  lt: string;
  username?: string;
  error?: {
    key: MessageKey;
    params?: MessageParams;
    fields: ReadonlyArray<"username" | "password">;
  };
}

function languageLinks(ctx: PageContext): string {
  const links = LANGUAGES.map(([code, name]) => {
    const query = new URLSearchParams(ctx.service === undefined ? {} : { service: ctx.service });
    query.set("locale", code);
    const current = code === ctx.locale ? ' aria-current="true"' : "";
    return `<a href="${escapeHtml(`${CAS_LOGIN_PATH}?${query}`)}" lang="${code}" hreflang="${code}"${current}>${escapeHtml(name)}</a>`;
  });
  const label = escapeHtml(translate(ctx.locale, "cas.language"));
  return `<nav class="languages" aria-label="${label}">${links.join("")}</nav>`;
}

function layout(ctx: PageContext, title: string, body: string): string {
  return `<!doctype html>
<html lang="${ctx.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main class="card">
${languageLinks(ctx)}
${body}
</main>
</body>
</html>
`;
}

export function loginPage(ctx: PageContext, state: LoginFormState): string {
  const t = (key: MessageKey) => escapeHtml(translate(ctx.locale, key));
  const error = state.error;
  const invalid = (field: "username" | "password") =>
    error?.fields.includes(field) ? ' aria-invalid="true" aria-describedby="form-error"' : "";
  const service =
    ctx.service === undefined
      ? ""
      : `<input type="hidden" name="service" value="${escapeHtml(ctx.service)}">`;
  const body = `<h1>${t("cas.title")}</h1>
<p class="intro">${t("cas.intro")}</p>
${error ? `<p class="error" id="form-error" role="alert">${escapeHtml(translate(ctx.locale, error.key, error.params))}</p>` : ""}
<form method="post" action="${CAS_LOGIN_PATH}" novalidate>
<label for="username">${t("cas.idLabel")}</label>
<input id="username" name="username" type="text" value="${escapeHtml(state.username ?? "")}" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="100" aria-required="true"${invalid("username")}>
<label for="password">${t("cas.passwordLabel")}</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="200" aria-required="true"${invalid("password")}>
<input type="hidden" name="lt" value="${escapeHtml(state.lt)}">
${service}
<button type="submit">${t("cas.submit")}</button>
</form>
<p class="links"><a href="${escapeHtml(APP_PASSWORD_RESET_PATH)}">${t("cas.forgotPassword")}</a><a href="${escapeHtml(APP_LOGIN_PATH)}">${t("cas.appLogin")}</a></p>`;
  return layout(ctx, translate(ctx.locale, "cas.title"), body);
}

export interface MessagePageOptions {
  title: MessageKey;
  text: MessageKey;
  /** Offer a link back to the form (signed out, errors). */
  backToLogin?: boolean;
}

export function messagePage(ctx: PageContext, options: MessagePageOptions): string {
  const title = translate(ctx.locale, options.title);
  const back = options.backToLogin
    ? `<p><a class="button" href="${CAS_LOGIN_PATH}">${escapeHtml(translate(ctx.locale, "cas.backToLogin"))}</a></p>`
    : "";
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(translate(ctx.locale, options.text))}</p>
${back}`;
  return layout(ctx, title, body);
}
