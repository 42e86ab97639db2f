/** The push contract (API.md "Push (wave 2)") as zod schemas: every input is checked here. */
import { z } from "zod";
import { HH_MM } from "./quiet-hours";

/** base64url of exactly `bytes` bytes (the browser's subscription keys). */
const base64urlBytes = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url")
    .refine((v) => Buffer.from(v, "base64url").length === bytes, `must encode ${bytes} bytes`);

export const vapidPublicKeyResultSchema = z.object({ publicKey: z.string() });

export const subscribeBodySchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(2048),
    keys: z
      .object({
        // An uncompressed P-256 point (0x04 || X || Y) and the 16-byte auth secret (RFC 8291).
        p256dh: base64urlBytes(65).refine((v) => Buffer.from(v, "base64url")[0] === 4, {
          message: "must be an uncompressed P-256 public key",
        }),
        auth: base64urlBytes(16),
      })
      .strict(),
    // PushSubscription.toJSON() also carries this; accepted and ignored.
    expirationTime: z.number().nullable().optional(),
  })
  .strict();

export const subscribeResultSchema = z.object({ id: z.string() });

export const unsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(2048) }).strict();

export const pushSettingsSchema = z
  .object({
    notices: z.boolean(),
    approvals: z.boolean(),
    quietHours: z
      .object({
        from: z.string().regex(HH_MM, "must be HH:MM"),
        to: z.string().regex(HH_MM, "must be HH:MM"),
      })
      .strict()
      .nullable(),
  })
  .strict();

export const pushStatsQuerySchema = z
  .object({ days: z.coerce.number().int().min(1).max(30).default(7) })
  .strict();

export const pushStatsResultSchema = z.object({
  since: z.iso.datetime({ offset: true }),
  pending: z.number(),
  sent: z.number(),
  failed: z.number(),
  dropped: z.number(),
  skipped: z.number(),
});
