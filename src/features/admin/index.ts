/**
 * The admin area's public API (issue 17): the rights check (My page's link), the layout that
 * gates /admin, the sections (ADMIN_SECTIONS: one line per section), the screens by path with
 * what their route loader prefetches, and what a screen with its own route below /admin needs
 * (links inside the area, the caller's rights). Only the routes below /admin and My page import it.
 */
export { adminAccessQuery, isAdmin } from "./api/access";
export { AdminGate, NoAccess } from "./components/AdminGate";
export { AdminLink } from "./components/AdminLink";
export { ADMIN_SECTIONS, type AdminSection } from "./sections";
export { adminScreen } from "./pages";
export { AdminPathLink, useAdminNavigate } from "./components/AdminPathLink";
export { useAdminAccess } from "./components/AdminAccessContext";
