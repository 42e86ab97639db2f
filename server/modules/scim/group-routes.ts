/**
 * /scim/v2/Groups: departments and their members. Create needs the company (our Group
 * extension's organization, or the only company); a department with sub-departments cannot be
 * deleted here (that would delete its whole subtree): 409.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { eq } from "drizzle-orm";
import { departments } from "../../db/schema";
import { announceProvisioning } from "./announce";
import { auditChange } from "./change-audit";
import { SCHEMA, SCIM_BASE } from "./constants";
import { scimErrors, sendScim } from "./errors";
import { parseFilter } from "./filter";
import { listResponse, pageOf, queryText } from "./paging";
import { applyPatch, patchBodySchema } from "./patch";
import * as groups from "./group-repository";
import { groupContent, groupInputOf, groupResource, type GroupInput } from "./group-resource";
import { refreshSearchKeys } from "./search-keys";
import { checkIfMatch, setEtag } from "./versions";

const hidden = { schema: { hide: true } };
type IdParams = { Params: { id: string } };

/** excludedAttributes=members (Entra) or attributes without members: no member lists. */
function wantsMembers(query: Record<string, unknown>): boolean {
  const excluded = (queryText(query, "excludedAttributes") ?? "").toLowerCase().split(",");
  const attributes = queryText(query, "attributes");
  if (excluded.map((s) => s.trim()).includes("members")) return false;
  return attributes === undefined || attributes.toLowerCase().includes("members");
}

export function registerGroupRoutes(fastify: FastifyInstance): void {
  const base = () => fastify.config.PUBLIC_URL.replace(/\/$/, "");
  const db = fastify.db;

  async function answer(reply: FastifyReply, status: number, id: number) {
    const resource = groupResource((await groups.findGroup(db, id))!, base());
    setEtag(reply, resource);
    return sendScim(reply, status, resource);
  }

  async function save(group: groups.GroupRow, input: GroupInput) {
    const companyIds = [group.companyId];
    await db.transaction(async (tx) => {
      if (input.displayName !== group.name) {
        await tx.update(departments).set({ name: input.displayName }).where(eq(departments.id, group.id));
        // Members' department search keys carry the name.
        await groups.setMembers(tx, group, group.members.map((m) => m.accountId));
      }
      if (input.memberIds) await groups.setMembers(tx, group, input.memberIds);
    });
    await announceProvisioning(db, { companyIds });
  }

  fastify.get(`${SCIM_BASE}/Groups`, hidden, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = pageOf(query);
    const members = wantsMembers(query);
    const { total, groups: rows } = await groups.listGroups(db, parseFilter(queryText(query, "filter")), {
      offset: page.startIndex - 1,
      limit: page.count,
      members,
    });
    const resources = rows.map((g) => groupResource(g, base(), members));
    return sendScim(reply, 200, listResponse(total, page, resources));
  });

  fastify.post(`${SCIM_BASE}/Groups`, hidden, async (request, reply) => {
    const input = groupInputOf(request.body);
    const companyId = input.companyCode
      ? await groups.companyIdOf(db, input.companyCode)
      : await groups.onlyCompanyId(db);
    const taken = await groups.listGroups(db, [{ attribute: "displayname", value: input.displayName }], {
      offset: 0,
      limit: 100,
      members: false,
    });
    if (taken.groups.some((g) => g.companyId === companyId)) {
      throw scimErrors.uniqueness(`A department ${input.displayName} already exists`);
    }
    const id = await db.transaction(async (tx) => {
      const created = await groups.createDepartment(tx, companyId, input.displayName);
      const group = (await groups.findGroup(tx, created))!;
      if (input.memberIds) await groups.setMembers(tx, group, input.memberIds);
      return created;
    });
    await announceProvisioning(db, { companyIds: [companyId] });
    await auditChange(request, "SCIM_GROUP_CREATED", { groupId: id });
    reply.header("location", `${base()}${SCIM_BASE}/Groups/${id}`);
    return answer(reply, 201, id);
  });

  fastify.get<IdParams>(`${SCIM_BASE}/Groups/:id`, hidden, async (request, reply) => {
    const group = await groups.requireGroup(db, request.params.id);
    const resource = groupResource(group, base(), wantsMembers(request.query as Record<string, unknown>));
    setEtag(reply, resource);
    return sendScim(reply, 200, resource);
  });

  fastify.put<IdParams>(`${SCIM_BASE}/Groups/:id`, hidden, async (request, reply) => {
    const group = await groups.requireGroup(db, request.params.id);
    checkIfMatch(request, groupResource(group, base()).meta.version);
    const input = groupInputOf(request.body);
    await save(group, { ...input, memberIds: input.memberIds ?? [] });
    await auditChange(request, "SCIM_GROUP_UPDATED", { groupId: group.id });
    return answer(reply, 200, group.id);
  });

  fastify.patch<IdParams>(`${SCIM_BASE}/Groups/:id`, hidden, async (request, reply) => {
    const group = await groups.requireGroup(db, request.params.id);
    checkIfMatch(request, groupResource(group, base()).meta.version);
    const parsed = patchBodySchema.safeParse(request.body);
    if (!parsed.success) throw scimErrors.invalidSyntax("Not a PatchOp message");
    const patched: Record<string, unknown> = structuredClone(groupContent(group));
    applyPatch(patched, parsed.data, [SCHEMA.group, SCHEMA.groupOrganization]);
    const input = groupInputOf(patched);
    if (input.companyCode !== group.companyCode) throw scimErrors.mutability("organization cannot change");
    await save(group, input);
    await auditChange(request, "SCIM_GROUP_UPDATED", { groupId: group.id });
    return answer(reply, 200, group.id);
  });

  fastify.delete<IdParams>(`${SCIM_BASE}/Groups/:id`, hidden, async (request, reply) => {
    const group = await groups.requireGroup(db, request.params.id);
    checkIfMatch(request, groupResource(group, base()).meta.version);
    if (await groups.hasChildDepartments(db, group.id)) {
      throw scimErrors.conflict("The department has sub-departments");
    }
    await db.delete(departments).where(eq(departments.id, group.id));
    // The former members have no department now: their department search keys go.
    await refreshSearchKeys(db, group.members.map((m) => m.accountId));
    await announceProvisioning(db, { companyIds: [group.companyId] });
    await auditChange(request, "SCIM_GROUP_DELETED", { groupId: group.id });
    return reply.code(204).send();
  });
}
