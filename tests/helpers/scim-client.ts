/**
 * A small SCIM 2.0 client written from RFC 7644's examples (§3.3 create, §3.4 query, §3.5
 * replace and modify, §3.6 delete), speaking application/scim+json to an app under test.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export const SCIM_TYPE = "application/scim+json";
export const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
export const JOBS = "urn:ietf:params:scim:schemas:extension:groupportal:2.0:User";
export const GROUP_ORG = "urn:ietf:params:scim:schemas:extension:groupportal:2.0:Group";
export const PATCH_OP = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";

export interface PatchOperation {
  op: string;
  path?: string;
  value?: unknown;
}

export function scimClient(app: FastifyInstance, secret: string) {
  const request = (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        authorization: `Bearer ${secret}`,
        accept: SCIM_TYPE,
        ...(body === undefined ? {} : { "content-type": SCIM_TYPE }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    request,
    create: (type: "Users" | "Groups", body: unknown) => request("POST", `/${type}`, body),
    get: (type: "Users" | "Groups", id: string) => request("GET", `/${type}/${encodeURIComponent(id)}`),
    query: (type: "Users" | "Groups", params: Record<string, string | number>) =>
      request(
        "GET",
        `/${type}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
      ),
    replace: (type: "Users" | "Groups", id: string, body: unknown, headers?: Record<string, string>) =>
      request("PUT", `/${type}/${encodeURIComponent(id)}`, body, headers),
    patch: (
      type: "Users" | "Groups",
      id: string,
      operations: PatchOperation[],
      headers?: Record<string, string>,
    ) =>
      request(
        "PATCH",
        `/${type}/${encodeURIComponent(id)}`,
        { schemas: [PATCH_OP], Operations: operations },
        headers,
      ),
    remove: (type: "Users" | "Groups", id: string, headers?: Record<string, string>) =>
      request("DELETE", `/${type}/${encodeURIComponent(id)}`, undefined, headers),
  };
}

export type ScimClient = ReturnType<typeof scimClient>;
