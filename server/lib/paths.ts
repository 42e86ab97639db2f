/** Path helpers shared by the header, static and not-found plugins. */

/** The path part of a request URL (no query string, no fragment). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/** True when `path` is `prefix` itself or below it ("/api" matches "/api/x", not "/apix"). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Paths the SPA shell must never answer: the API, the CAS service, dev tools, the probes and
 * the hashed assets (a missing chunk must 404 so the client notices a stale build).
 */
const NOT_SHELL = ["/api", "/cas", "/dev", "/healthz", "/readyz", "/assets"];

export function isShellPath(path: string): boolean {
  return !NOT_SHELL.some((prefix) => isUnder(path, prefix));
}
