/**
 * Reads the payload of a JWT WITHOUT verifying it: for display and cache scoping only (which
 * account/company the stored token is for), never for an authorization decision. The only decoder
 * of the client: everything else asks the session module (index.ts) for the identity.
 */
export interface AccessClaims {
  accountId?: string;
  companyId?: number;
  empNo?: string;
  authority?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
  /** The refresh family (`fid`): what an offline logout reports to the server later. */
  familyId?: string;
}

export function decodeJwtClaims(token: string | undefined): AccessClaims {
  const payload = token?.split(".")[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const companyId = Number(claims.companyId);
    return {
      accountId: typeof claims.accountId === "string" ? claims.accountId : undefined,
      companyId: Number.isInteger(companyId) && companyId > 0 ? companyId : undefined,
      empNo: typeof claims.empNo === "string" ? claims.empNo : undefined,
      authority: typeof claims.authority === "string" ? claims.authority : undefined,
      exp: typeof claims.exp === "number" ? claims.exp : undefined,
      familyId: typeof claims.fid === "string" ? claims.fid : undefined,
    };
  } catch {
    return {};
  }
}
