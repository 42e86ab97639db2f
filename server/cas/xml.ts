/**
 * CAS 3.0 serviceResponse documents (protocol spec §2.5.2, Appendix A). Every value is
 * XML-escaped; attribute element names come from this code only and are checked anyway.
 */
import { escapeXml } from "./escape";

export const CAS_NAMESPACE = "http://www.yale.edu/tp/cas";
export const XML_CONTENT_TYPE = "application/xml; charset=utf-8";

/** The failure codes of CAS 3.0 §2.5.3 (the ones API.md lists). */
export const CAS_FAILURE_CODES = [
  "INVALID_REQUEST",
  "INVALID_TICKET_SPEC",
  "UNAUTHORIZED_SERVICE_PROXY",
  "INVALID_PROXY_CALLBACK",
  "INVALID_TICKET",
  "INVALID_SERVICE",
  "INTERNAL_ERROR",
] as const;
export type CasFailureCode = (typeof CAS_FAILURE_CODES)[number];

export type CasValidation =
  | { ok: true; user: string; attributes: Readonly<Record<string, string>> }
  | { ok: false; code: CasFailureCode; message: string };

const XML_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

function wrap(body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<cas:serviceResponse xmlns:cas="${CAS_NAMESPACE}">\n${body}\n</cas:serviceResponse>\n`
  );
}

export function serviceResponseXml(result: CasValidation): string {
  if (!result.ok) {
    return wrap(
      `  <cas:authenticationFailure code="${escapeXml(result.code)}">` +
        `${escapeXml(result.message)}</cas:authenticationFailure>`,
    );
  }
  const attributes = Object.entries(result.attributes)
    .filter(([name]) => XML_NAME.test(name))
    .map(([name, value]) => `      <cas:${name}>${escapeXml(value)}</cas:${name}>`)
    .join("\n");
  return wrap(
    [
      "  <cas:authenticationSuccess>",
      `    <cas:user>${escapeXml(result.user)}</cas:user>`,
      "    <cas:attributes>",
      attributes,
      "    </cas:attributes>",
      "  </cas:authenticationSuccess>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
}
