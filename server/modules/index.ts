/**
 * The list of route modules the app registers. To add a domain, create
 * server/modules/<domain>/routes.ts (default export: a FastifyPluginAsyncZod that declares full
 * paths such as "/api/favorite", each with a zod schema, calling its repository) and add one line
 * here. Order does not matter; every module inherits the envelope, error handler and headers.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import systemRoutes from "./system/routes";

export interface RouteModule {
  /** For logs and the OpenAPI tag convention. */
  name: string;
  routes: FastifyPluginAsyncZod;
  /** Optional path prefix for every route of the module. */
  prefix?: string;
}

export const routeModules: readonly RouteModule[] = [{ name: "system", routes: systemRoutes }];
