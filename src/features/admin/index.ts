/**
 * The admin area's public API (issue 17): the rights check (My page's link), the layout that
 * gates /admin, the sections (ADMIN_SECTIONS: one line per section) and each section's page
 * with the query its route loader prefetches. Only routes below /admin and My page import it.
 */
export { adminAccessQuery, isAdmin } from "./api/access";
export { adminBillboardsQuery } from "./api/billboards";
export { adminNoticesQuery, noticeReadsQuery } from "./api/notices";
export { AdminGate, NoAccess } from "./components/AdminGate";
export { AdminHome } from "./components/AdminHome";
export { AdminLink } from "./components/AdminLink";
export { ADMIN_SECTIONS, type AdminSection } from "./sections";
export { adminIdParam } from "./route-params";
export { NoticeListPage } from "./notices/NoticeListPage";
export { NoticeEditPage } from "./notices/NoticeEditPage";
export { NoticeReadsPage } from "./notices/NoticeReadsPage";
export { BillboardListPage } from "./billboards/BillboardListPage";
export { BillboardEditPage } from "./billboards/BillboardEditPage";
export { AdminMenuPage } from "./menus/AdminMenuPage";
export { EventsPage } from "./events/EventsPage";
export { ApiKeysPage } from "./keys/ApiKeysPage";
export { AuditPage } from "./audit/AuditPage";
