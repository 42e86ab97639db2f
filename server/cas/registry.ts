/**
 * Where CAS lives and which services it serves (DESIGN.md §5).
 * - CAS_BASE_URL unset: the embedded service at PUBLIC_URL + "/cas" (and its routes exist).
 * - CAS_SERVICES: the registry. A service URL is accepted only when it is character-for-character
 *   one of the entries. No normalisation at all (no case folding, no trailing-slash or default-port
 *   games, no prefix or pattern match): every "smart" comparison is a way to smuggle an
 *   attacker's host or path past the check, and the registry is short and written by operators.
 */
import type { Config } from "../config";

type CasConfig = Pick<Config, "CAS_BASE_URL" | "CAS_SERVICES" | "PUBLIC_URL">;

/** The portal's own callback path: GET /api/token/cas?ticket=ST-... */
export const PORTAL_CALLBACK_PATH = "/api/token/cas";

export function isEmbeddedCas(config: Pick<Config, "CAS_BASE_URL">): boolean {
  return config.CAS_BASE_URL === undefined;
}

/** The CAS server's base URL (no trailing slash), from configuration only, never from Host. */
export function casBaseUrl(config: Pick<Config, "CAS_BASE_URL" | "PUBLIC_URL">): string {
  return config.CAS_BASE_URL ?? `${config.PUBLIC_URL}/cas`;
}

/** The portal's page after logout: where its single logout comes back to (GET /api/logout/sso). */
export const PORTAL_LOGOUT_LANDING_PATH = "/LogoutSuccess";

export function portalLogoutLanding(config: Pick<Config, "PUBLIC_URL">): string {
  return `${config.PUBLIC_URL}${PORTAL_LOGOUT_LANDING_PATH}`;
}

/** Exact membership in the registry; anything that is not a string is not registered. */
export function isRegisteredService(
  config: Pick<Config, "CAS_SERVICES">,
  service: unknown,
): service is string {
  return typeof service === "string" && config.CAS_SERVICES.includes(service);
}

/**
 * The service URL the portal's CAS client sends and validates against: PUBLIC_URL + the callback
 * path when registered (the default registry is exactly that), else the first registry entry
 * whose path is the callback path (a deployment may list several applications). Null when the
 * registry has no callback of the portal: /api/login/sso then refuses instead of guessing.
 */
export function portalServiceUrl(config: CasConfig): string | null {
  const preferred = `${config.PUBLIC_URL}${PORTAL_CALLBACK_PATH}`;
  if (isRegisteredService(config, preferred)) return preferred;
  return config.CAS_SERVICES.find((entry) => callbackPath(entry) === PORTAL_CALLBACK_PATH) ?? null;
}

function callbackPath(entry: string): string | null {
  try {
    const url = new URL(entry);
    return url.search === "" && url.hash === "" ? url.pathname : null;
  } catch {
    return null;
  }
}
