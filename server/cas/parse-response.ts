/**
 * Parses a CAS 3.0 serviceResponse from a CAS server we do not control, defensively:
 * - size cap before parsing (the caller also stops reading past it);
 * - any DTD declaration (<!DOCTYPE, <!ENTITY, ...) is refused before the parser sees the text,
 *   and again by the parser's doctype hook: no entity is ever defined, so none can expand
 *   (billion laughs) or pull in a file or URL (XXE). saxes itself never fetches or expands
 *   anything beyond the five predefined entities and character references; an undefined
 *   entity is a parse error;
 * - namespaces are resolved, so only elements in the CAS namespace count, at a bounded depth.
 * Anything unexpected throws CasResponseError: the caller treats it like a failed login.
 */
import { SaxesParser } from "saxes";
import { CAS_NAMESPACE } from "./xml";

export const MAX_RESPONSE_BYTES = 64 * 1024;
const MAX_DEPTH = 16;
const MAX_TEXT = 4096;

export type ParsedServiceResponse =
  | { ok: true; user: string; attributes: Record<string, string> }
  | { ok: false; code: string; message: string };

export class CasResponseError extends Error {
  override name = "CasResponseError";
}

const DTD_DECLARATION = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;

export function parseServiceResponse(xml: string): ParsedServiceResponse {
  if (Buffer.byteLength(xml, "utf8") > MAX_RESPONSE_BYTES) throw new CasResponseError("too large");
  if (DTD_DECLARATION.test(xml)) throw new CasResponseError("DTD declarations are not accepted");

  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = []; // local names of open CAS elements; "" for foreign ones
  let text = "";
  let user: string | undefined;
  let failure: { code: string; message: string } | undefined;
  let success = false;
  // No prototype: attribute names come from the remote server ("__proto__" is just a name here).
  const attributes: Record<string, string> = Object.create(null) as Record<string, string>;

  parser.on("doctype", () => {
    throw new CasResponseError("DTD declarations are not accepted");
  });
  parser.on("opentag", (node) => {
    if (path.length >= MAX_DEPTH) throw new CasResponseError("too deep");
    const local = node.uri === CAS_NAMESPACE ? node.local : "";
    if (path.length === 0 && local !== "serviceResponse") {
      throw new CasResponseError("not a CAS serviceResponse");
    }
    path.push(local);
    text = "";
    const where = path.join("/");
    if (where === "serviceResponse/authenticationSuccess") success = true;
    if (where === "serviceResponse/authenticationFailure") {
      const code = node.attributes.code;
      failure = { code: typeof code === "object" ? code.value.trim() : "", message: "" };
    }
  });
  parser.on("text", (chunk) => {
    text += chunk;
    if (text.length > MAX_TEXT) throw new CasResponseError("text too long");
  });
  parser.on("closetag", () => {
    const where = path.join("/");
    if (where === "serviceResponse/authenticationSuccess/user") user = text.trim();
    if (where === "serviceResponse/authenticationFailure" && failure) failure.message = text.trim();
    const match = /^serviceResponse\/authenticationSuccess\/attributes\/([^/]+)$/.exec(where);
    if (match?.[1] && !Object.hasOwn(attributes, match[1])) attributes[match[1]] = text.trim();
    path.pop();
    text = "";
  });

  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof CasResponseError) throw error;
    throw new CasResponseError("malformed XML", { cause: error });
  }
  if (success && failure) throw new CasResponseError("both success and failure");
  if (success && user) return { ok: true, user, attributes };
  if (failure) return { ok: false, ...failure };
  throw new CasResponseError("no authentication result");
}
