import { queryOptions } from "@tanstack/react-query";
import type { BannerItem } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";

/** GET /api/banner/display item: up to 5, newest first; `link` is https:// or null. */
export type Billboard = BannerItem;

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
