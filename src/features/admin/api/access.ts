import { queryOptions } from "@tanstack/react-query";
import { api, ApiError } from "../../../lib/api-client";
import type { AdminAccess, AdminKind } from "../types";

/** Not persisted (root "admin"): rights change with the company switch and are asked again. */
export const adminAccessKey = () => ["admin", "access"] as const;

const NONE: AdminAccess = { kind: "NONE" };

/** 403 (no rights) and 401 after a failed refresh both mean: no admin area for this token. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 401);

interface AdminMe {
  kind: AdminKind;
  companyId: number;
  companies?: { companyId: number; companyName: string }[];
}

/** GET /api/admin/me when the server has it: `{ kind, companyId, companies }`. */
async function askMe(signal: AbortSignal): Promise<AdminAccess | undefined> {
  try {
    const me = await api<AdminMe>("/admin/me", { signal });
    const companies = me.companies?.map((company) => ({
      id: Number(company.companyId),
      name: company.companyName,
    }));
    return { kind: me.kind, companyId: Number(me.companyId), ...(companies && { companies }) };
  } catch (error) {
    if (isRefusal(error)) return NONE;
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * A server without /admin/me: any admin may list notices, only a group admin integration keys.
 * Two small reads, made only where the admin link or area is shown (never on home).
 */
async function askByProbe(signal: AbortSignal, companyId: number): Promise<AdminAccess> {
  try {
    await api("/admin/notices", { signal, query: { page: 1, size: 1 } });
  } catch (error) {
    if (isRefusal(error)) return NONE;
    throw error;
  }
  try {
    await api("/admin/api-keys", { signal });
    return { kind: "GROUP", companyId };
  } catch (error) {
    if (isRefusal(error)) return { kind: "COMPANY", companyId };
    throw error;
  }
}

/** The caller's admin rights in the company of its token. */
export const adminAccessQuery = (companyId: number) =>
  queryOptions({
    queryKey: [...adminAccessKey(), companyId] as const,
    queryFn: async ({ signal }) => (await askMe(signal)) ?? askByProbe(signal, companyId),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { errorHandling: "silent", shown: false },
  });

export const isAdmin = (
  access: AdminAccess | undefined,
): access is Exclude<AdminAccess, { kind: "NONE" }> =>
  access !== undefined && access.kind !== "NONE";
