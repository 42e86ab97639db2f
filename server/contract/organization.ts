/**
 * API.md "Organisation chart": queries and results of the three /api/organization-chart calls.
 * The PWA imports these with `import type` only; this file may import zod, ./common and shared/
 * (the search's types and limits, which the PWA uses too).
 * Position and duty are "-" when empty (the legacy convention, spec section 3).
 */
import { z } from "zod";
import { ORGANIZATION_SEARCH_TYPES } from "../../shared/organization-search";
import { dbId, dbIdParam } from "./common";

export {
  ORGANIZATION_SEARCH_LIMIT,
  ORGANIZATION_SEARCH_TYPES,
  type OrganizationSearchType,
} from "../../shared/organization-search";

const id = dbId;
const yn = z.enum(["Y", "N"]);
const companyIdParam = dbIdParam;

/** GET /api/organization-chart/all */
export const organizationChartQuerySchema = z.object({ companyId: companyIdParam });
export type OrganizationChartQuery = z.input<typeof organizationChartQuerySchema>;

export interface OrganizationNode {
  id: number;
  name: string;
  parentId: number | null;
  companyId: number;
  /** Members whose job is in this department itself (not below it). */
  memberCount: number;
  children: OrganizationNode[];
}
export const organizationNodeSchema: z.ZodType<OrganizationNode> = z
  .lazy(() =>
    z.object({
      id,
      name: z.string(),
      parentId: id.nullable(),
      companyId: id,
      memberCount: z.number().int().min(0),
      children: z.array(organizationNodeSchema),
    }),
  )
  .meta({ id: "OrganizationNode" });
export const organizationChartResultSchema = z.object({
  organizationList: z
    .array(organizationNodeSchema)
    .describe("Root departments with their subtrees"),
});
export type OrganizationChartResult = z.infer<typeof organizationChartResultSchema>;

/** One job of a person (every company of the group, the primary job first). */
export const organizationJobSchema = z.object({
  companyId: id,
  companyName: z.string(),
  employeeNo: z.string(),
  departmentId: id.nullable(),
  departmentName: z.string(),
  duty: z.string(),
  position: z.string(),
  primaryJobYn: yn,
});
export type OrganizationJob = z.infer<typeof organizationJobSchema>;

/** GET /api/organization-chart/user */
export const organizationUserQuerySchema = z.object({
  companyId: companyIdParam,
  employeeNo: z.string().trim().min(1).max(32),
});
export type OrganizationUserQuery = z.input<typeof organizationUserQuerySchema>;
export const organizationUserResultSchema = z.object({
  name: z.string(),
  accountId: z.string(),
  employeeNo: z.string(),
  companyId: id,
  companyName: z.string(),
  departmentId: id.nullable(),
  departmentName: z.string(),
  duty: z.string(),
  position: z.string(),
  mobile: z.string().nullable(),
  mail: z.string().nullable(),
  birthday: z.string().nullable().describe("YYYY-MM-DD"),
  landline: z.string().nullable(),
  workInfo: z.string().nullable(),
  profileImageUrl: z.string().nullable().describe("Kept only when fetching it answered 200"),
  primaryJobYn: yn,
  jobs: z.array(organizationJobSchema),
});
export type OrganizationUserResult = z.infer<typeof organizationUserResultSchema>;

/**
 * GET /api/organization-chart/user/search. `departmentId` (an addition to API.md) lists the
 * members of one department instead; then `searchWord` may be empty.
 */
export const organizationSearchQuerySchema = z
  .object({
    companyId: companyIdParam,
    searchWord: z
      .string()
      .max(200)
      .optional()
      .default("")
      .describe("Required (not blank) unless departmentId is given"),
    type: z.enum(ORGANIZATION_SEARCH_TYPES).optional().default("all"),
    departmentId: dbIdParam.optional(),
  })
  .refine((q) => q.departmentId !== undefined || q.searchWord.trim() !== "", {
    path: ["searchWord"],
    message: "organization.searchWordRequired",
  });
export type OrganizationSearchQuery = z.input<typeof organizationSearchQuerySchema>;
export const organizationMemberSchema = z.object({
  employeeNo: z.string(),
  accountId: z.string(),
  name: z.string(),
  companyId: id,
  departmentId: id.nullable(),
  departmentName: z.string(),
  position: z.string(),
  duty: z.string(),
  mobile: z.string().nullable(),
  mail: z.string().nullable(),
  primaryJobYn: yn,
  jobs: z.array(organizationJobSchema),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;
export const organizationSearchResultSchema = z.object({
  deptUsers: z.array(organizationMemberSchema),
});
export type OrganizationSearchResult = z.infer<typeof organizationSearchResultSchema>;
