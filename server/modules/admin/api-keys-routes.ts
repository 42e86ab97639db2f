/**
 * /api/admin/api-keys (API.md "Administration (wave 2)"), group admins only: the list (never a
 * secret or its hash), a create that shows the secret once, and a revoke. Only the SHA-256 of
 * the secret is stored (server/lib/api-key-secret.ts).
 */
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminApiKeyBodySchema,
  adminApiKeyCreatedSchema,
  adminApiKeyListSchema,
  adminDeleteResultSchema,
  adminIdParamsSchema,
  envelope,
  idempotencyHeadersSchema,
  type AdminApiKey,
} from "../../contract";
import { apiKeys } from "../../db/schema";
import { apiErrors } from "../../lib/api-error";
import { hashApiKeySecret, newApiKeySecret } from "../../lib/api-key-secret";
import { ok } from "../../lib/envelope";
import { REPLAYED_HEADER, runIdempotent } from "../../lib/idempotency";
import { auditAdminChange } from "./audit-trail";
import { adminRightsOf, assertGroupAdmin } from "./rights";
import { adminSecurity as security } from "./scope";

const tags = ["admin"];
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const toApiKey = (row: typeof apiKeys.$inferSelect): AdminApiKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: iso(row.lastUsedAt),
  revokedAt: iso(row.revokedAt),
});

const apiKeyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Every route here is the group's: a company admin gets 403 like any user.
  fastify.addHook("preHandler", async (request) => assertGroupAdmin(adminRightsOf(request)));

  fastify.get(
    "/api/admin/api-keys",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Integration keys, newest first (group admins; never the secret)",
        security,
        response: { 200: envelope(adminApiKeyListSchema) },
      },
    },
    async (_request, reply) => {
      const rows = await fastify.db
        .select()
        .from(apiKeys)
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
        .limit(1_000);
      return ok(reply, rows.map(toApiKey));
    },
  );

  fastify.post(
    "/api/admin/api-keys",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Creates a key; its secret is in this answer only",
        description:
          "With Idempotency-Key a repeat answers the same key with secret null: the secret is " +
          "never stored, not even with the idempotent result.",
        security,
        headers: idempotencyHeadersSchema,
        body: adminApiKeyBodySchema,
        response: { 200: envelope(adminApiKeyCreatedSchema) },
      },
    },
    async (request, reply) => {
      const rights = adminRightsOf(request);
      const now = fastify.clock.now();
      const secret = newApiKeySecret();
      const created = await runIdempotent(fastify, request, reply, async (tx) => {
        const [row] = await tx
          .insert(apiKeys)
          .values({
            name: request.body.name,
            scopes: [...new Set(request.body.scopes)],
            secretHash: hashApiKeySecret(secret),
            createdBy: rights.accountId,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error("api key not inserted");
        const key = toApiKey(row);
        await auditAdminChange(tx, request, rights, {
          action: "apiKey.create",
          targetId: row.id,
          companyId: null,
          after: { id: key.id, name: key.name, scopes: key.scopes },
          now,
        });
        return key;
      });
      const replayed = reply.getHeader(REPLAYED_HEADER) !== undefined;
      return ok(reply, { ...created, secret: replayed ? null : secret });
    },
  );

  fastify.delete(
    "/api/admin/api-keys/:id",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Revokes a key: its calls get 401 from now on (the row stays for the trail)",
        security,
        params: adminIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: envelope(adminDeleteResultSchema) },
      },
    },
    async (request, reply) => {
      const rights = adminRightsOf(request);
      const now = fastify.clock.now();
      const { id } = request.params;
      const result = await runIdempotent(fastify, request, reply, async (tx) => {
        const [before] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
        if (!before) throw apiErrors.notFound();
        // A second revoke keeps the first time and writes no second entry.
        if (before.revokedAt === null) {
          await tx
            .update(apiKeys)
            .set({ revokedAt: now, revokedBy: rights.accountId })
            .where(eq(apiKeys.id, id));
          await auditAdminChange(tx, request, rights, {
            action: "apiKey.revoke",
            targetId: id,
            companyId: null,
            before: { revokedAt: null },
            after: { revokedAt: now },
            now,
          });
        }
        return { id, deleted: true as const };
      });
      return ok(reply, result);
    },
  );
};

export default apiKeyRoutes;
