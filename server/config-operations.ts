/**
 * Settings for running the server in the field: timeouts, a proxy in front, and retention.
 * Kept beside config.ts (which merges them into its schema) so each file reads in one screen.
 */
import { isIP } from "node:net";
import { z } from "zod";

/** A whole number in [min, max] given as a decimal string; `fallback` when unset. */
export const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
    .default(fallback);
};

function isAddressOrCidr(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE =
  "must be a hop count (1-10) or a comma-separated list of addresses or CIDRs";

/**
 * Fastify's trustProxy: unset trusts nobody (X-Forwarded-For is ignored); a hop count trusts that
 * many proxies in front; a list trusts exactly those addresses.
 */
const trustProxy = z
  .string()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
    const items = value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (items.length === 0 || !items.every(isAddressOrCidr)) {
      ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }
    return items;
  })
  .optional();

export const operationsSettings = {
  TRUST_PROXY: trustProxy,
  /** A request whose headers and body have not all arrived by then is answered 408. */
  REQUEST_TIMEOUT_MS: wholeNumber(1_000, 300_000, 30_000),
  /** An idle kept-alive connection is closed after this; set it above a balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1_000, 300_000, 10_000),
  /** 0 turns the retention job off (for example when a database job does it instead). */
  RETENTION_INTERVAL_MINUTES: wholeNumber(0, 10_080, 60),
  RETENTION_EXPIRED_DAYS: wholeNumber(1, 3_650, 7),
  RETENTION_AUDIT_DAYS: wholeNumber(1, 36_500, 365),
  RETENTION_USAGE_DAYS: wholeNumber(1, 36_500, 90),
  /** "true": production may run on the embedded database, as one single node. */
  ALLOW_EMBEDDED_DATABASE: z.enum(["true", "false"], "must be true or false").default("false"),
};
