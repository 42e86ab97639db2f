/**
 * The list of route modules the app registers. To add a domain, create
 * server/modules/<domain>/routes.ts (default export: a FastifyPluginAsyncZod that declares full
 * paths such as "/api/favorite", each with a zod schema, calling its repository) and add one line
 * here. Order does not matter; every module inherits the envelope, error handler and headers.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import casRoutes from "../cas/routes";
import ssoRoutes from "./sso/routes";
import ssoLogoutRoutes from "./sso/logout-routes";
import authRoutes from "./auth/routes";
import companyRoutes from "./company/routes";
import localeRoutes from "./locale/routes";
import mailboxRoutes from "./mailbox/routes";
import manifestRoutes from "./manifest/routes";
import sessionRoutes from "./session/routes";
import endedFamilyRoutes from "./session/ended-family-routes";
import systemRoutes from "./system/routes";
import bannerRoutes from "./banner/routes";
import boardRoutes from "./board/routes";
import deviceRoutes from "./device/routes";
import favoriteRoutes from "./favorite/routes";
import figuresRoutes from "./figures/routes";
import handoverRoutes from "./handover/routes";
import loggingRoutes from "./logging/routes";
import menuRoutes from "./menu/routes";
import organizationRoutes from "./organization/routes";
import scheduleRoutes from "./schedule/routes";
import scimRoutes from "./scim/routes";
import userRoutes from "./user/routes";
import weatherRoutes from "./weather/routes";
import adminRoutes from "./admin/routes";
import acknowledgementRoutes from "./acknowledgement/routes";
import feedRoutes from "./integration-feeds/routes";
import peopleImportRoutes from "./admin-import/routes";
import pushRoutes from "./push/routes";
import pushAdminRoutes from "./push/admin-routes";

export interface RouteModule {
  /** For logs and the OpenAPI tag convention. */
  name: string;
  routes: FastifyPluginAsyncZod;
  /** Optional path prefix for every route of the module. */
  prefix?: string;
}

export const routeModules: readonly RouteModule[] = [
  { name: "system", routes: systemRoutes },
  { name: "auth", routes: authRoutes },
  { name: "session", routes: sessionRoutes },
  // The revocation an offline logout leaves for the first contact (issue 12, defect 5).
  { name: "session", routes: endedFamilyRoutes },
  { name: "company", routes: companyRoutes },
  { name: "locale", routes: localeRoutes },
  // The installable app's manifest, in the caller's language.
  { name: "manifest", routes: manifestRoutes },
  // Demo mode only: registers nothing in production.
  { name: "mailbox", routes: mailboxRoutes },
  { name: "sso", routes: ssoRoutes },
  // Single logout: through the CAS logout, back to /LogoutSuccess (issue 12, defect 3).
  { name: "sso", routes: ssoLogoutRoutes },
  // The embedded CAS service; registers nothing when CAS_BASE_URL points at an external one.
  { name: "cas", routes: casRoutes },
  // Portal (API.md "Portal")
  { name: "user", routes: userRoutes },
  { name: "weather", routes: weatherRoutes },
  { name: "banner", routes: bannerRoutes },
  { name: "menu", routes: menuRoutes },
  { name: "favorite", routes: favoriteRoutes },
  { name: "schedule", routes: scheduleRoutes },
  { name: "figures", routes: figuresRoutes },
  { name: "logging", routes: loggingRoutes },
  { name: "board", routes: boardRoutes },
  { name: "device", routes: deviceRoutes },
  { name: "handover", routes: handoverRoutes },
  // Organisation chart (API.md "Organisation chart")
  { name: "organization", routes: organizationRoutes },
  // Administration (API.md "Administration (wave 2)")
  { name: "admin", routes: adminRoutes },
  { name: "acknowledgement", routes: acknowledgementRoutes },
  // Integration feeds (API.md "Integration (wave 2)"), integration key with scope feed
  { name: "integration-feeds", routes: feedRoutes },
  // CSV import of people, departments and jobs (group admins; docs/integration.md)
  { name: "admin-import", routes: peopleImportRoutes },
  // SCIM 2.0 provisioning under /scim/v2 (API.md "Integration (wave 2)"): SCIM bodies, no envelope.
  { name: "scim", routes: scimRoutes },
  // Push notifications (API.md "Push (wave 2)"); also starts this node's push worker.
  { name: "push", routes: pushRoutes },
  { name: "push", routes: pushAdminRoutes },
];
