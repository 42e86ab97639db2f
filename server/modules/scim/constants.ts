/** Schema URNs and fixed values of the SCIM 2.0 service (RFC 7643, RFC 7644). */

export const SCIM_BASE = "/scim/v2";
export const SCIM_CONTENT_TYPE = "application/scim+json; charset=utf-8";

export const SCHEMA = {
  user: "urn:ietf:params:scim:schemas:core:2.0:User",
  group: "urn:ietf:params:scim:schemas:core:2.0:Group",
  enterprise: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
  /** Our extension: every job of a person in the group's companies (docs/integration.md). */
  jobs: "urn:ietf:params:scim:schemas:extension:groupportal:2.0:User",
  /** Our extension of Group: the company a department belongs to. */
  groupOrganization: "urn:ietf:params:scim:schemas:extension:groupportal:2.0:Group",
  listResponse: "urn:ietf:params:scim:api:messages:2.0:ListResponse",
  patchOp: "urn:ietf:params:scim:api:messages:2.0:PatchOp",
  error: "urn:ietf:params:scim:api:messages:2.0:Error",
  serviceProviderConfig: "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig",
  resourceType: "urn:ietf:params:scim:schemas:core:2.0:ResourceType",
  schema: "urn:ietf:params:scim:schemas:core:2.0:Schema",
} as const;

/** A page holds at most this many resources (ServiceProviderConfig filter.maxResults). */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 100;
/** PatchOp operations per request; more is a client bug or an attack. */
export const MAX_PATCH_OPERATIONS = 100;
