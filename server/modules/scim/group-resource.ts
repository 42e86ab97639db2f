/** A department as a SCIM Group (RFC 7643 §4.2), and the Group bodies it accepts. */
import { z } from "zod";
import { SCHEMA, SCIM_BASE } from "./constants";
import { scimErrors } from "./errors";
import type { GroupRow } from "./group-repository";
import { versionOf } from "./versions";

export function groupContent(group: GroupRow) {
  return {
    schemas: [SCHEMA.group, SCHEMA.groupOrganization],
    id: String(group.id),
    displayName: group.name,
    members: group.members.map((m) => ({ value: m.accountId, display: m.name, type: "User" })),
    [SCHEMA.groupOrganization]: { organization: group.companyCode },
  };
}

export function groupResource(group: GroupRow, baseUrl: string, withMembers = true) {
  const content = groupContent(group);
  const { members, ...rest } = content;
  return {
    ...(withMembers ? content : rest),
    meta: {
      resourceType: "Group",
      created: group.createdAt.toISOString(),
      lastModified: group.updatedAt.toISOString(),
      location: `${baseUrl}${SCIM_BASE}/Groups/${group.id}`,
      version: versionOf({ ...rest, members }),
    },
  };
}

const groupBodySchema = z.object({
  displayName: z.string().trim().min(1).max(200),
  members: z
    .array(z.object({ value: z.string().trim().min(1).max(64) }))
    .max(10_000)
    .nullish(),
  [SCHEMA.groupOrganization]: z
    .object({ organization: z.string().trim().min(1).max(100).nullish() })
    .nullish(),
});

export interface GroupInput {
  displayName: string;
  /** undefined: the body named no members (keep them). */
  memberIds: string[] | undefined;
  companyCode: string | undefined;
}

export function groupInputOf(raw: unknown): GroupInput {
  const parsed = groupBodySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw scimErrors.invalidValue(`${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`);
  }
  const body = parsed.data;
  return {
    displayName: body.displayName,
    memberIds: body.members ? body.members.map((m) => m.value) : undefined,
    companyCode: body[SCHEMA.groupOrganization]?.organization ?? undefined,
  };
}
