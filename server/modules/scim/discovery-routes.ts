/** ServiceProviderConfig, ResourceTypes and Schemas (RFC 7644 §4). */
import type { FastifyInstance } from "fastify";
import { MAX_PAGE_SIZE, SCHEMA, SCIM_BASE } from "./constants";
import { scimErrors, sendScim } from "./errors";
import { listResponse } from "./paging";
import { SCHEMA_DOCUMENTS } from "./schema-documents";

const hidden = { schema: { hide: true } };

const SERVICE_PROVIDER_CONFIG = {
  schemas: [SCHEMA.serviceProviderConfig],
  documentationUri: "/docs/integration.md",
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_PAGE_SIZE },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: true },
  authenticationSchemes: [
    {
      type: "oauthbearertoken",
      name: "Integration key",
      description: "Authorization: Bearer <integration key secret> of a key with the scim scope",
      primary: true,
    },
  ],
  meta: { resourceType: "ServiceProviderConfig", location: `${SCIM_BASE}/ServiceProviderConfig` },
};

const RESOURCE_TYPES = [
  {
    schemas: [SCHEMA.resourceType],
    id: "User",
    name: "User",
    endpoint: "/Users",
    schema: SCHEMA.user,
    schemaExtensions: [
      { schema: SCHEMA.enterprise, required: false },
      { schema: SCHEMA.jobs, required: false },
    ],
    meta: { resourceType: "ResourceType", location: `${SCIM_BASE}/ResourceTypes/User` },
  },
  {
    schemas: [SCHEMA.resourceType],
    id: "Group",
    name: "Group",
    endpoint: "/Groups",
    schema: SCHEMA.group,
    schemaExtensions: [{ schema: SCHEMA.groupOrganization, required: false }],
    meta: { resourceType: "ResourceType", location: `${SCIM_BASE}/ResourceTypes/Group` },
  },
];

export function registerDiscoveryRoutes(fastify: FastifyInstance): void {
  fastify.get(`${SCIM_BASE}/ServiceProviderConfig`, hidden, async (_request, reply) =>
    sendScim(reply, 200, SERVICE_PROVIDER_CONFIG),
  );
  const all = { startIndex: 1, count: 100 };
  fastify.get(`${SCIM_BASE}/ResourceTypes`, hidden, async (_request, reply) =>
    sendScim(reply, 200, listResponse(RESOURCE_TYPES.length, all, RESOURCE_TYPES)),
  );
  fastify.get<{ Params: { id: string } }>(
    `${SCIM_BASE}/ResourceTypes/:id`,
    hidden,
    async (request, reply) => {
      const found = RESOURCE_TYPES.find((r) => r.id === request.params.id);
      if (!found) throw scimErrors.notFound("ResourceType");
      return sendScim(reply, 200, found);
    },
  );
  fastify.get(`${SCIM_BASE}/Schemas`, hidden, async (_request, reply) =>
    sendScim(reply, 200, listResponse(SCHEMA_DOCUMENTS.length, all, SCHEMA_DOCUMENTS)),
  );
  fastify.get<{ Params: { id: string } }>(`${SCIM_BASE}/Schemas/:id`, hidden, async (request, reply) => {
    const found = SCHEMA_DOCUMENTS.find((s) => s.id === request.params.id);
    if (!found) throw scimErrors.notFound("Schema");
    return sendScim(reply, 200, found);
  });
}
