/** /healthz and /readyz answers: plain JSON for load balancers, deliberately outside the envelope. */
import { z } from "zod";

export const healthSchema = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;

export const readinessSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
});
export type Readiness = z.infer<typeof readinessSchema>;
