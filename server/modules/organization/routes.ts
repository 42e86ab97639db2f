/**
 * API.md "Organisation chart": the company tree, one member, and member search. Each call names
 * a company; the caller must hold a current job there (any of their companies, not only the one
 * the token was issued for), else 403.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ORGANIZATION_SEARCH_LIMIT,
  envelope,
  organizationChartQuerySchema,
  organizationChartResultSchema,
  organizationSearchQuerySchema,
  organizationSearchResultSchema,
  organizationUserQuerySchema,
  organizationUserResultSchema,
} from "../../contract";
import type { Db } from "../../db/client";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { sendSerializedAnswer } from "../../lib/serialized-answer";
import { resolveLocale } from "../../i18n";
import { probeImageUrl } from "../profile-image/image-probe";
import { findMemberDetail, findMemberRow, isMemberOf } from "./repository";
import { departmentTree, findMembers, toMember } from "./service";

const common = { tags: ["organization"], security: [{ bearerAuth: [] }] };

async function requireMembership(db: Db, accountId: string, companyId: number) {
  if (!(await isMemberOf(db, accountId, companyId))) throw apiErrors.forbidden();
}

const organizationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/organization-chart/all",
    {
      config: { auth: "access", etag: true },
      schema: {
        ...common,
        summary: "The department tree of one of the caller's companies",
        querystring: organizationChartQuerySchema,
        response: { 200: envelope(organizationChartResultSchema) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.query;
      await requireMembership(fastify.db, request.auth.accountId, companyId);
      const tree = await departmentTree(fastify.db, companyId);
      // The cache's own tree (hundreds of departments in a large company): serialized once.
      return sendSerializedAnswer(reply, tree, resolveLocale(request), () =>
        ok(reply, { organizationList: tree }),
      );
    },
  );

  fastify.get(
    "/api/organization-chart/user",
    {
      config: { auth: "access" },
      schema: {
        ...common,
        summary: "One member with every job in the group (primary job first)",
        querystring: organizationUserQuerySchema,
        response: { 200: envelope(organizationUserResultSchema) },
      },
    },
    async (request, reply) => {
      const { companyId, employeeNo } = request.query;
      await requireMembership(fastify.db, request.auth.accountId, companyId);
      const [row, detail] = await Promise.all([
        findMemberRow(fastify.db, companyId, employeeNo),
        findMemberDetail(fastify.db, companyId, employeeNo),
      ]);
      if (!row || !detail) throw apiErrors.notFound();
      const { departmentId, departmentName, duty, position, ...member } = toMember(row);
      return ok(reply, {
        ...member,
        companyName: row.companyName,
        departmentId,
        departmentName,
        duty,
        position,
        birthday: detail.birthday,
        landline: detail.landline,
        workInfo: detail.workInfo,
        profileImageUrl: await probeImageUrl(detail.profileImageUrl),
      });
    },
  );

  fastify.get(
    "/api/organization-chart/user/search",
    {
      config: { auth: "access" },
      schema: {
        ...common,
        summary: "Member search (name, 초성, department, position, phone, mail) or a department",
        description:
          "Exact and prefix matches rank first; `type` narrows the fields. With `departmentId` " +
          "the answer lists that department's members (narrowed by `searchWord` when given).",
        querystring: organizationSearchQuerySchema,
        response: { 200: envelope(organizationSearchResultSchema) },
      },
    },
    async (request, reply) => {
      const { companyId, searchWord, type, departmentId } = request.query;
      await requireMembership(fastify.db, request.auth.accountId, companyId);
      const deptUsers = await findMembers(fastify.db, {
        companyId,
        searchWord,
        type,
        departmentId,
        limit: ORGANIZATION_SEARCH_LIMIT,
      });
      return ok(reply, { deptUsers });
    },
  );
};

export default organizationRoutes;
