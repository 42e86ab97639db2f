/**
 * GET /dev/outbox (API.md "Local outbox"): what the server "sent" while no SMTP or SMS
 * transport is configured, newest first, codes and temporary passwords included. Registered
 * only in demo mode: in production the route does not exist at all (404 like any unknown path).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { demoMode } from "../../config";
import { codeChannelSchema, envelope } from "../../contract";
import { ok } from "../../lib/envelope";
import { listMailboxMessages } from "../../notify/mailbox-repository";

/** Plenty for a tester; the table itself is never trimmed by reads. */
const LIMIT = 100;

const mailboxItemSchema = z.object({
  channel: codeChannelSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable().describe("The code or temporary password inside the text"),
  createdAt: z.iso.datetime({ offset: true }),
});

const mailboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  if (!demoMode(fastify.config)) return;
  fastify.get(
    "/dev/outbox",
    {
      config: { auth: "none" },
      schema: {
        tags: ["dev"],
        summary: "Demo mode only: messages that would have been sent by SMS or e-mail",
        response: { 200: envelope(z.array(mailboxItemSchema)) },
      },
    },
    async (_request, reply) => {
      // Outside /api, so the security-headers plugin does not add this itself.
      reply.header("cache-control", "no-store");
      const rows = await listMailboxMessages(fastify.db, LIMIT);
      return ok(
        reply,
        rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      );
    },
  );
};

export default mailboxRoutes;
