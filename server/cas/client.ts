/**
 * The portal's CAS client against an EXTERNAL CAS server (CAS_BASE_URL set): calls
 * `${casBase}/p3/serviceValidate?service=&ticket=` and parses the answer safely.
 * The remote server is trusted for identities, not for its bytes: the call has a hard timeout
 * (connect + headers + body), follows no redirect (a 3xx could point anywhere, e.g. at an
 * internal address), and stops reading past MAX_RESPONSE_BYTES. Any problem throws; the
 * caller turns it into a failed login, never a 500.
 */
import {
  CasResponseError,
  MAX_RESPONSE_BYTES,
  parseServiceResponse,
  type ParsedServiceResponse,
} from "./parse-response";

export const VALIDATE_TIMEOUT_MS = 5_000;

export interface CasClientOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw new CasResponseError("response too large");
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) throw new CasResponseError("response too large");
    chunks.push(value);
  }
  // fatal: invalid UTF-8 is a broken answer, not something to guess around.
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
}

export async function fetchServiceValidation(
  casBase: string,
  service: string,
  ticket: string,
  options: CasClientOptions = {},
): Promise<ParsedServiceResponse> {
  const url = new URL(`${casBase}/p3/serviceValidate`);
  url.searchParams.set("service", service);
  url.searchParams.set("ticket", ticket);
  // Aborting (not just cancelling the reader) tears the connection down, so a server that
  // keeps sending cannot hold a socket of ours open after we stopped listening.
  const abort = new AbortController();
  const signal = AbortSignal.any([
    abort.signal,
    AbortSignal.timeout(options.timeoutMs ?? VALIDATE_TIMEOUT_MS),
  ]);
  try {
    const response = await fetch(url, {
      redirect: "manual",
      headers: { accept: "application/xml, text/xml;q=0.9" },
      signal,
    });
    if (response.status !== 200) throw new CasResponseError(`CAS answered HTTP ${response.status}`);
    return parseServiceResponse(await readCapped(response, options.maxBytes ?? MAX_RESPONSE_BYTES));
  } finally {
    abort.abort(); // a no-op once the body was read in full
  }
}
