import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AuditEntry } from "../types";
import { paged } from "./send";

export interface AuditFilter {
  /** ISO instants or "" */
  from: string;
  to: string;
  actor: string;
  action: string;
}

export const AUDIT_PAGE_SIZE = 50;
/** The most an export reads (pages of 100): a bigger range should be narrowed first. */
export const AUDIT_EXPORT_MAX = 5_000;

const params = (filter: AuditFilter) => ({
  from: filter.from || undefined,
  to: filter.to || undefined,
  actor: filter.actor.trim() || undefined,
  action: filter.action.trim() || undefined,
});

function readAudit(filter: AuditFilter, page: number, size: number, signal?: AbortSignal) {
  return api<AuditEntry[] | { items: AuditEntry[]; total: number }>("/admin/audit", {
    signal,
    query: { ...params(filter), page, size },
  }).then(paged);
}

/** GET /api/admin/audit: newest first, filtered by time, actor and action. */
export const auditQuery = (filter: AuditFilter, page: number) =>
  queryOptions({
    queryKey: ["admin", "audit", filter, page] as const,
    queryFn: ({ signal }) => readAudit(filter, page, AUDIT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    meta: { errorHandling: "local" },
  });

/** Every entry of the filter for the export, page after page, up to AUDIT_EXPORT_MAX. */
export async function allAuditEntries(filter: AuditFilter): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let page = 1; entries.length < AUDIT_EXPORT_MAX; page++) {
    const { items, total } = await readAudit(filter, page, 100);
    entries.push(...items);
    if (items.length === 0 || entries.length >= total) break;
  }
  return entries.slice(0, AUDIT_EXPORT_MAX);
}
