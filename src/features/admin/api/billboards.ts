import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminBillboard, AdminBillboardBody } from "../types";
import { adminSend } from "./send";

export const adminBillboardKeys = { all: () => ["admin", "billboards"] as const };

/** GET /api/admin/billboards: every billboard the caller manages, display order. */
export const adminBillboardsQuery = () =>
  queryOptions({
    queryKey: adminBillboardKeys.all(),
    queryFn: ({ signal }) => api<AdminBillboard[]>("/admin/billboards", { signal }),
    meta: { errorHandling: "local" },
  });

export const billboardBody = (billboard: AdminBillboard): AdminBillboardBody => ({
  title: billboard.title,
  titleSub: billboard.titleSub,
  link: billboard.link,
  enabled: billboard.enabled,
  sortOrder: billboard.sortOrder,
  companyId: billboard.companyId,
  from: billboard.from,
  to: billboard.to,
});

export const saveBillboard = (id: number | undefined, body: AdminBillboardBody, key: string) =>
  id === undefined
    ? adminSend<AdminBillboard>("POST", "/billboards", body, key)
    : adminSend<AdminBillboard>("PUT", `/billboards/${id}`, body, key);

export const deleteBillboard = (id: number) =>
  adminSend<unknown>("DELETE", `/billboards/${id}`, undefined);

/** At most this many enabled billboards per scope (API.md): the sixth is a 409. */
export const ENABLED_BILLBOARD_CAP = 5;
