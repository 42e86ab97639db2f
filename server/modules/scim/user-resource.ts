/** A person as a SCIM User resource (RFC 7643 §4.1 with the enterprise and jobs extensions). */
import { SCHEMA, SCIM_BASE } from "./constants";
import type { PersonRow } from "./person-repository";
import { versionOf } from "./versions";

export const USER_SCHEMAS = [SCHEMA.user, SCHEMA.enterprise, SCHEMA.jobs] as const;

/** SCIM `active`: switched off by provisioning (INACTIVE) or retired. */
export const isActiveStatus = (status: string) => status !== "INACTIVE" && status !== "RETIRED";

export function userContent(person: PersonRow) {
  const primary = person.jobs.find((j) => j.primaryJob) ?? person.jobs[0];
  const phones = [
    ...(person.phone ? [{ value: person.phone, type: "mobile", primary: true }] : []),
    ...(primary?.landline ? [{ value: primary.landline, type: "work" }] : []),
  ];
  return {
    schemas: [...USER_SCHEMAS],
    id: person.accountId,
    ...(person.externalId ? { externalId: person.externalId } : {}),
    userName: person.accountId,
    displayName: person.name,
    name: { formatted: person.name },
    active: isActiveStatus(person.status),
    emails: person.email ? [{ value: person.email, type: "work", primary: true }] : [],
    phoneNumbers: phones,
    preferredLanguage: person.locale,
    ...(primary?.position ? { title: primary.position } : {}),
    [SCHEMA.enterprise]: primary
      ? {
          employeeNumber: primary.employeeNo,
          organization: primary.companyCode,
          ...(primary.departmentName ? { department: primary.departmentName } : {}),
        }
      : {},
    [SCHEMA.jobs]: {
      jobs: person.jobs.map((job) => ({
        organization: job.companyCode,
        department: job.departmentName,
        position: job.position,
        duty: job.duty,
        employeeNumber: job.employeeNo,
        primary: job === primary,
      })),
    },
  };
}

export function userResource(person: PersonRow, baseUrl: string) {
  const content = userContent(person);
  const lastModified = Math.max(
    person.updatedAt.getTime(),
    ...person.jobs.map((j) => j.updatedAt.getTime()),
  );
  return {
    ...content,
    meta: {
      resourceType: "User",
      created: person.createdAt.toISOString(),
      lastModified: new Date(lastModified).toISOString(),
      location: `${baseUrl}${SCIM_BASE}/Users/${encodeURIComponent(person.accountId)}`,
      version: versionOf(content),
    },
  };
}
