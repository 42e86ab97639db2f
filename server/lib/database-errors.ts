/**
 * Database failures that are not the server's bug, told apart by their codes. Drizzle wraps the
 * driver's error, so each check walks the `cause` chain.
 */
function someCause(error: unknown, test: (e: { code?: unknown; message?: unknown }) => boolean) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if (test(e as { code?: unknown; message?: unknown })) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATE class 22 ("data exception": bad encoding, out-of-range number, over-long text) means
 * the database refused a value the request carried. The validator should have caught it first;
 * when it did not, it is still the client's mistake: a 400 and an info line, not a 500 and an
 * error line that one client can repeat hundreds of times a second.
 */
export function isDataException(error: unknown): boolean {
  return someCause(error, ({ code }) => typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code));
}

/** Socket errors of a database that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres reports a lost or unobtainable connection with these messages and no code. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/i;

/**
 * The database is unreachable for now: SQLSTATE class 08 (connection exception), 57P01-57P03
 * (shutting down, crashed, starting up), 53300 (too many connections), a socket error or the
 * driver's own "connection lost". The request may succeed later: 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, ({ code, message }) => {
    if (typeof code === "string") {
      if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === "53300") return true;
      if (NETWORK_CODES.has(code)) return true;
    }
    return typeof message === "string" && DRIVER_MESSAGES.test(message);
  });
}
