import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ensureFirstData } from "../../lib/first-data";
import { adminBillboardsQuery } from "./api/billboards";
import { adminNoticesQuery, noticeReadsQuery } from "./api/notices";
import { AuditPage } from "./audit/AuditPage";
import { BillboardEditPage } from "./billboards/BillboardEditPage";
import { BillboardListPage } from "./billboards/BillboardListPage";
import { AdminHome } from "./components/AdminHome";
import { NotFoundPage } from "./components/NotFoundPage";
import { EventsPage } from "./events/EventsPage";
import { ApiKeysPage } from "./keys/ApiKeysPage";
import { AdminMenuPage } from "./menus/AdminMenuPage";
import { NoticeEditPage } from "./notices/NoticeEditPage";
import { NoticeListPage } from "./notices/NoticeListPage";
import { NoticeReadsPage } from "./notices/NoticeReadsPage";
import { PushStatsPage } from "./push/PushStatsPage";

/** An `$id` segment: "new" for a create form, a positive id, or null (not found). */
function idOf(segment: string | undefined): number | "new" | null {
  if (segment === "new") return "new";
  return segment && /^[1-9]\d{0,15}$/.test(segment) ? Number(segment) : null;
}

interface AdminScreen {
  render: () => ReactNode;
  /** The screen's first data, for the route loader (none: the screen loads its own). */
  prefetch?: (queryClient: QueryClient) => Promise<void>;
}

/**
 * The screens below /admin, by the path after "/admin/": "", "notices", "notices/new",
 * "notices/12", "notices/12/reads", "billboards", "billboards/{new|id}", "menus", "events",
 * "keys", "audit", "push". One route serves them all (src/routes/_authenticated/admin/$.tsx): each file
 * route is an entry of the route tree, which home's first JS carries, so the admin area costs
 * one entry there instead of one per screen.
 */
export function adminScreen(path: string): AdminScreen {
  const [section = "", segment, view, ...rest] = path.split("/").filter(Boolean);
  const id = idOf(segment);
  if (rest.length > 0) return { render: () => <NotFoundPage /> };
  if (section === "" && segment === undefined) return { render: () => <AdminHome /> };
  if (section === "notices") {
    if (segment === undefined)
      return {
        render: () => <NoticeListPage />,
        prefetch: (client) => ensureFirstData(client, adminNoticesQuery(1)),
      };
    if (typeof id === "number" && view === "reads")
      return {
        render: () => <NoticeReadsPage id={id} />,
        prefetch: (client) => ensureFirstData(client, noticeReadsQuery(id)),
      };
    if (id !== null && view === undefined) return { render: () => <NoticeEditPage id={id} /> };
  }
  if (section === "billboards" && view === undefined) {
    if (segment === undefined)
      return {
        render: () => <BillboardListPage />,
        prefetch: (client) => ensureFirstData(client, adminBillboardsQuery()),
      };
    if (id !== null) return { render: () => <BillboardEditPage id={id} /> };
  }
  if (segment === undefined) {
    if (section === "menus") return { render: () => <AdminMenuPage /> };
    if (section === "events") return { render: () => <EventsPage /> };
    if (section === "keys") return { render: () => <ApiKeysPage /> };
    if (section === "audit") return { render: () => <AuditPage /> };
    if (section === "push") return { render: () => <PushStatsPage /> };
  }
  return { render: () => <NotFoundPage /> };
}
