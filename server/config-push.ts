/**
 * Push settings (docs/push.md): the worker's pace, the VAPID contact, the reminder delay and the
 * FCM HTTP v1 adapter. Kept beside config.ts, which merges them into its schema.
 */
import { z } from "zod";
import { wholeNumber } from "./config-operations";

/** The fields of a Google service-account key file the FCM adapter needs. */
const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes("PRIVATE KEY"),
  token_uri: z.url().default("https://oauth2.googleapis.com/token"),
});
export type FcmServiceAccount = z.output<typeof serviceAccountSchema>;

const SERVICE_ACCOUNT_MESSAGE =
  "must be the service-account key file's JSON (project_id, client_email, private_key)";

export const pushSettings = {
  // How often each node looks for due pushes (0 = no worker; the test default). Enqueuing on a
  // node wakes its worker at once, so this bounds the delay of pushes enqueued by other nodes.
  PUSH_WORKER_INTERVAL_MS: z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number of milliseconds (0 = off)")
    .transform(Number)
    .optional(),
  // The VAPID `sub` claim: how a push service reaches the operator (mailto: or https:).
  PUSH_VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https:// URL")
    .default("mailto:push@group-portal.local"),
  // A must-acknowledge notice still pending this long after publishing gets one reminder.
  PUSH_ACK_REMINDER_MINUTES: wholeNumber(1, 10_080, 240),
  FCM_SERVICE_ACCOUNT_JSON: z
    .string()
    .transform((text, ctx) => {
      try {
        return serviceAccountSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: "custom", message: SERVICE_ACCOUNT_MESSAGE });
        return z.NEVER;
      }
    })
    .optional(),
  // Overridable so that tests (and a proxy) can stand in for Google.
  FCM_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .transform((v) => v.replace(/\/+$/, ""))
    .default("https://fcm.googleapis.com"),
};
