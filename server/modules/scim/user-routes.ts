/**
 * /scim/v2/Users (RFC 7644 §3): list with filter and paging, create, read, replace, patch,
 * delete. PATCH applies its operations to the current rendering and stores the result like a
 * PUT. Deactivation (active false) ends every session of the account before the answer leaves.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { accounts } from "../../db/schema";
import { revokeAccountFamilies } from "../identity/refresh-repository";
import { announceProvisioning } from "./announce";
import { auditChange, isUniqueViolation } from "./change-audit";
import { SCHEMA, SCIM_BASE } from "./constants";
import { scimErrors, sendScim } from "./errors";
import { parseFilter } from "./filter";
import { listResponse, pageOf, queryText } from "./paging";
import { applyPatch, patchBodySchema } from "./patch";
import { findPerson, listPeople, requirePerson, type PersonRow } from "./person-repository";
import { writePerson } from "./person-writer";
import { personInputOf, type PersonInput } from "./user-input";
import { userContent, userResource } from "./user-resource";
import { checkIfMatch, setEtag } from "./versions";

const hidden = { schema: { hide: true } };
type IdParams = { Params: { id: string } };

export function registerUserRoutes(fastify: FastifyInstance): void {
  const base = () => fastify.config.PUBLIC_URL.replace(/\/$/, "");

  async function store(request: FastifyRequest, input: PersonInput, existing?: PersonRow) {
    const now = fastify.clock.now();
    try {
      const outcome = await fastify.db.transaction((tx) =>
        writePerson(tx, input, existing ? { status: existing.status } : undefined, now),
      );
      await announceProvisioning(fastify.db, {
        endedAccountId: outcome.deactivated ? input.accountId : undefined,
        companyIds: outcome.companyIds,
      });
      const event = !existing
        ? "SCIM_USER_CREATED"
        : outcome.deactivated
          ? "SCIM_USER_DEACTIVATED"
          : outcome.reactivated
            ? "SCIM_USER_REACTIVATED"
            : "SCIM_USER_UPDATED";
      await auditChange(request, event, { accountId: input.accountId });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw scimErrors.uniqueness("userName, externalId or employeeNumber is already in use");
      }
      throw error;
    }
    return userResource((await findPerson(fastify.db, input.accountId))!, base());
  }

  function answer(reply: FastifyReply, status: number, resource: ReturnType<typeof userResource>) {
    setEtag(reply, resource);
    return sendScim(reply, status, resource);
  }

  fastify.get(`${SCIM_BASE}/Users`, hidden, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = pageOf(query);
    const { total, people } = await listPeople(
      fastify.db,
      parseFilter(queryText(query, "filter")),
      page.startIndex - 1,
      page.count,
    );
    const resources = people.map((p) => userResource(p, base()));
    return sendScim(reply, 200, listResponse(total, page, resources));
  });

  fastify.post(`${SCIM_BASE}/Users`, hidden, async (request, reply) => {
    const input = personInputOf(request.body);
    if (await findPerson(fastify.db, input.accountId)) {
      throw scimErrors.uniqueness(`userName ${input.accountId} already exists`);
    }
    const resource = await store(request, input);
    reply.header("location", resource.meta.location);
    return answer(reply, 201, resource);
  });

  fastify.get<IdParams>(`${SCIM_BASE}/Users/:id`, hidden, async (request, reply) => {
    const person = await requirePerson(fastify.db, request.params.id);
    return answer(reply, 200, userResource(person, base()));
  });

  fastify.put<IdParams>(`${SCIM_BASE}/Users/:id`, hidden, async (request, reply) => {
    const person = await requirePerson(fastify.db, request.params.id);
    checkIfMatch(request, userResource(person, base()).meta.version);
    const input = personInputOf(request.body);
    if (input.accountId !== person.accountId) throw scimErrors.mutability("userName cannot change");
    return answer(reply, 200, await store(request, input, person));
  });

  fastify.patch<IdParams>(`${SCIM_BASE}/Users/:id`, hidden, async (request, reply) => {
    const person = await requirePerson(fastify.db, request.params.id);
    checkIfMatch(request, userResource(person, base()).meta.version);
    const parsed = patchBodySchema.safeParse(request.body);
    if (!parsed.success) throw scimErrors.invalidSyntax("Not a PatchOp message");
    const patched: Record<string, unknown> = structuredClone(userContent(person));
    applyPatch(patched, parsed.data, [SCHEMA.user, SCHEMA.enterprise, SCHEMA.jobs]);
    const input = personInputOf(patched);
    if (input.accountId !== person.accountId) throw scimErrors.mutability("userName cannot change");
    return answer(reply, 200, await store(request, input, person));
  });

  fastify.delete<IdParams>(`${SCIM_BASE}/Users/:id`, hidden, async (request, reply) => {
    const person = await requirePerson(fastify.db, request.params.id);
    checkIfMatch(request, userResource(person, base()).meta.version);
    const now = fastify.clock.now();
    await fastify.db.transaction(async (tx) => {
      await revokeAccountFamilies(tx, person.accountId, now);
      await tx.delete(accounts).where(eq(accounts.accountId, person.accountId));
    });
    await announceProvisioning(fastify.db, {
      endedAccountId: person.accountId,
      companyIds: person.jobs.map((j) => j.companyId),
    });
    await auditChange(request, "SCIM_USER_DELETED", { accountId: person.accountId });
    return reply.code(204).send();
  });
}
