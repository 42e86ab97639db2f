/**
 * The Schemas endpoint's documents (RFC 7643 §7): the core User and Group as this service
 * supports them, the enterprise extension's three attributes, and our two extensions.
 */
import { SCHEMA } from "./constants";

type Attribute = Record<string, unknown>;

const attr = (name: string, description: string, more: Attribute = {}): Attribute => ({
  name,
  type: "string",
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: "none",
  ...more,
});

const contacts = (name: string, description: string) =>
  attr(name, description, {
    type: "complex",
    multiValued: true,
    subAttributes: [
      attr("value", "The address or number"),
      attr("type", "work, mobile, ..."),
      attr("primary", "The preferred one", { type: "boolean" }),
    ],
  });

const job = attr("jobs", "Every job of the person, one per company", {
  type: "complex",
  multiValued: true,
  subAttributes: [
    attr("organization", "Company code", { required: true }),
    attr("department", "Department name, matched within the company"),
    attr("position", "Position (직위)"),
    attr("duty", "Duty (직책)"),
    attr("employeeNumber", "Employee number in that company"),
    attr("primary", "The primary job (the enterprise extension's organization)", {
      type: "boolean",
    }),
  ],
});

const schema = (id: string, name: string, description: string, attributes: Attribute[]) => ({
  schemas: [SCHEMA.schema],
  id,
  name,
  description,
  attributes,
  meta: { resourceType: "Schema", location: `/scim/v2/Schemas/${id}` },
});

export const SCHEMA_DOCUMENTS = [
  schema(SCHEMA.user, "User", "A person with a portal account", [
    attr("userName", "The login id (accountId), lower-case", {
      required: true,
      uniqueness: "server",
      mutability: "immutable",
    }),
    attr("externalId", "The identity provider's id", { caseExact: true }),
    attr("displayName", "The name the portal shows"),
    attr("name", "Name parts; formatted is used when displayName is absent", {
      type: "complex",
      subAttributes: [attr("formatted", ""), attr("familyName", ""), attr("givenName", "")],
    }),
    attr("title", "Position of the primary job"),
    attr("active", "False: no login, sessions ended, hidden from the chart", { type: "boolean" }),
    attr("preferredLanguage", "ko, en, zh or ja"),
    contacts("emails", "The first work (or primary) address is the registered e-mail"),
    contacts("phoneNumbers", "mobile: registered phone; work: desk phone of the primary job"),
  ]),
  schema(SCHEMA.group, "Group", "A department", [
    attr("displayName", "Department name", { required: true }),
    attr("members", "People whose job in the company is in this department", {
      type: "complex",
      multiValued: true,
      subAttributes: [attr("value", "userName of the member"), attr("display", "Name")],
    }),
  ]),
  schema(SCHEMA.enterprise, "EnterpriseUser", "The primary job", [
    attr("employeeNumber", "Employee number in the primary company"),
    attr("organization", "Company code of the primary job"),
    attr("department", "Department name within that company"),
  ]),
  schema(SCHEMA.jobs, "GroupPortalUser", "Concurrent jobs in the group's companies", [job]),
  schema(SCHEMA.groupOrganization, "GroupPortalGroup", "The company of a department", [
    attr("organization", "Company code; required on create when the group has several", {
      mutability: "immutable",
    }),
  ]),
];
