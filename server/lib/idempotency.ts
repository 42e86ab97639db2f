/**
 * Idempotent edits (API.md "Portal", DESIGN.md §6): the PWA's outbox replays whole-list PUTs
 * with an `Idempotency-Key`, so a retry after a lost answer must not apply the edit twice.
 *
 *   return ok(reply, await runIdempotent(fastify, request, reply, (tx) => saveList(tx, ...)));
 *
 * The key is claimed inside the edit's own transaction with INSERT ... ON CONFLICT DO NOTHING:
 * - claimed: the edit runs and its result is stored with the key; both commit together, so a
 *   stored key always has its result and a failed edit (4xx, crash) leaves no key behind and
 *   may simply be retried;
 * - taken: on PostgreSQL the insert waits for a concurrent holder of the key to commit, then
 *   the stored result is returned unchanged (header `Idempotent-Replayed: true`) without
 *   running the edit; the same key with another route or body is 409 CONFLICT.
 * Keys are per account + company (the table's primary key), so one user can never replay or
 * block another's. Without the header the edit simply runs in a transaction.
 */
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { IDEMPOTENCY_KEY_PATTERN } from "../contract";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { apiErrors } from "./api-error";

/** A retry comes within minutes or hours; after a day the key may be used afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const PRUNE_PROBABILITY = 0.01;
export const REPLAYED_HEADER = "idempotent-replayed";

/** The validated key of the request, or undefined when the header is absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers["idempotency-key"];
  if (raw === undefined) return undefined;
  // The route's header schema checks this too; repeated here so no route can skip it.
  if (typeof raw !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(raw))
    throw apiErrors.validation(
      [{ path: "idempotency-key", in: "headers", message: "Idempotency-Key: 8-128 [A-Za-z0-9_-]" }],
      { messageKey: "portal.idempotencyKeyInvalid" },
    );
  return raw;
}

/** What makes two requests "the same": the parsed params and body (not headers, not order of keys sent). */
function requestHash(request: FastifyRequest): string {
  const payload = JSON.stringify({ params: request.params ?? null, body: request.body ?? null });
  return createHash("sha256").update(payload).digest("hex");
}

export async function runIdempotent<T>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return fastify.db.transaction((tx) => work(tx));

  const { accountId, companyId } = request.auth;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const hash = requestHash(request);
  const now = fastify.clock.now();
  const owner = and(
    eq(idempotencyKeys.accountId, accountId),
    eq(idempotencyKeys.companyId, companyId),
    eq(idempotencyKeys.key, key),
  );

  const outcome = await fastify.db.transaction(async (tx) => {
    // An expired key of this owner is released first, so it can be claimed again below.
    await tx
      .delete(idempotencyKeys)
      .where(
        and(owner, lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))),
      );
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ accountId, companyId, key, route, requestHash: hash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(owner).limit(1);
      if (!stored || stored.completedAt === null) throw apiErrors.conflict();
      if (stored.route !== route || stored.requestHash !== hash)
        throw apiErrors.conflict({ messageKey: "portal.idempotencyKeyReused" });
      return { replayed: true, result: stored.response as T };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      // Stored as the JSON the client receives, so a replay is byte-for-byte the same result.
      .set({ statusCode: 200, response: JSON.parse(JSON.stringify(result)), completedAt: now })
      .where(owner);
    return { replayed: false, result };
  });

  if (Math.random() < PRUNE_PROBABILITY) await pruneIdempotencyKeys(fastify.db, now);
  if (outcome.replayed) reply.header(REPLAYED_HEADER, "true");
  return outcome.result;
}

/** Deletes keys past their lifetime (all owners); cheap thanks to the created_at index. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
