/**
 * Reads the payload of a JWT WITHOUT verifying it: for display and store scoping only (which
 * account/company the stored token is for), never for an authorization decision. The only decoder
 * of the client: everything else asks the session module (index.ts), which picks the claims.
 */
export function decodeJwtPayload(token: string | undefined | null): Record<string, unknown> {
  try {
    const base64 = token!.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    // A payload of `null` gives no claims; reading a claim of a number or a string gives undefined.
    return (JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown> | null) ?? {};
  } catch {
    return {}; // no token, not a JWT, not JSON: no claims
  }
}
