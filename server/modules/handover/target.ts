/**
 * Where a handover may go: APPROVAL_BASE_URL + a path, and only when that host is listed in
 * HANDOVER_ALLOWED_HOSTS. The `url` parameter is a path and nothing else: browsers read "//x",
 * "/\x", "/\t/x", "%2F%2Fx" (after another decoding) or a fullwidth solidus as another host, so
 * every decoding of it and its NFKC form must be a plain path (same idea as the SSO return path,
 * shared/return-path.ts, whose rules about our own /api paths do not apply to another site).
 */
import type { Config } from "../../config";
import { plainPathInEveryDecoding } from "../../../shared/plain-path";

export type HandoverTarget =
  { ok: true; url: URL } | { ok: false; reason: "invalidUrl" | "hostNotAllowed" };

export function handoverTarget(
  path: string,
  config: Pick<Config, "APPROVAL_BASE_URL" | "HANDOVER_ALLOWED_HOSTS">,
): HandoverTarget {
  if (plainPathInEveryDecoding(path, { rejectSpaces: true }) === null)
    return { ok: false, reason: "invalidUrl" };
  const base = new URL(config.APPROVAL_BASE_URL);
  let url: URL;
  try {
    // Appended to the base (which may carry a path prefix), then parsed and checked again.
    url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, "")}${path}`);
  } catch {
    return { ok: false, reason: "invalidUrl" };
  }
  if (url.origin !== base.origin) return { ok: false, reason: "invalidUrl" };
  const allowed = config.HANDOVER_ALLOWED_HOSTS.map((host) => host.toLowerCase());
  if (!allowed.includes(url.host.toLowerCase())) return { ok: false, reason: "hostNotAllowed" };
  return { ok: true, url };
}
