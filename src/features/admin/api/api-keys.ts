import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminApiKey, ApiKeyScope } from "../types";
import { adminSend } from "./send";

export const apiKeyKeys = { all: () => ["admin", "api-keys"] as const };

/** GET /api/admin/api-keys (group admins): names, scopes, use and revocation; never a secret. */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.all(),
    queryFn: ({ signal }) => api<AdminApiKey[]>("/admin/api-keys", { signal }),
    meta: { errorHandling: "local" },
  });

/** The answer is the only time the secret is ever seen (the server keeps its hash). */
export const createApiKey = (body: { name: string; scopes: ApiKeyScope[] }, key: string) =>
  adminSend<AdminApiKey & { secret: string }>("POST", "/api-keys", body, key);

export const revokeApiKey = (id: number) =>
  adminSend<unknown>("DELETE", `/api-keys/${id}`, undefined);
