import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** GET /api/banner/display item (API.md "Portal"); local until server/contract/portal.ts exists. */
export interface Billboard {
  id: number;
  title: string;
  titleSub: string;
  /** Optional https:// link. */
  link: string | null;
  updatedAt: string;
}

export const bannerKeys = {
  all: () => ["banner"] as const,
  display: () => ["banner", "display"] as const,
};

/** Up to 5 active billboards (popup and NEW badge); persisted, failures only logged. */
export const bannerDisplayQuery = () =>
  queryOptions({
    queryKey: bannerKeys.display(),
    queryFn: ({ signal }) => api<Billboard[]>("/banner/display", { signal }),
    staleTime: 5 * 60_000,
    meta: { errorHandling: "silent" },
  });
