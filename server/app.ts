/**
 * The application as a Fastify plugin (fastify/demo style): everything but the listening socket.
 * buildApp() (build-app.ts) wraps it with fastify-plugin so that the decorations, hooks and
 * handlers below apply to the root instance, which is also what tests extend.
 */
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { attachNodeCaches } from "./lib/node-cache";
import { routeModules } from "./modules";
import authKeys from "./modules/identity/keys-plugin";
import { tokenChecks } from "./modules/auth/token-checks";
import retention from "./modules/retention";
import notify from "./notify";
import auth from "./plugins/auth";
import clock, { type Clock } from "./plugins/clock";
import errorHandler from "./plugins/error-handler";
import etag from "./plugins/etag";
import notFound from "./plugins/not-found";
import securityHeaders from "./plugins/security-headers";
import staticFiles from "./plugins/static-files";
import swagger from "./plugins/swagger";

export interface AppOptions {
  config: Config;
  database: Database;
  /** The app's time source (default: the system clock); tests pass a ManualClock. */
  clock?: Clock;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    /** The open database (ping, close, kind). */
    database: Database;
    /** Drizzle handle; only repositories use it, routes never do. */
    db: Db;
  }
}

export default async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  fastify.decorate("config", opts.config);
  fastify.decorate("database", opts.database);
  fastify.decorate("db", opts.database.db);
  // Per-node caches kept in step across nodes by LISTEN/NOTIFY (server/lib/node-cache.ts).
  const nodeCaches = await attachNodeCaches(opts.database, fastify.log);
  fastify.addHook("onClose", () => nodeCaches.release());

  // Cross-cutting behaviour first, so that every route registered later inherits it.
  await fastify.register(errorHandler);
  await fastify.register(securityHeaders, { config: opts.config });
  await fastify.register(etag); // strong ETags and 304 for the reads with config.etag
  await fastify.register(fastifyCookie); // `locale` cookie, refresh cookies later
  await fastify.register(fastifyFormbody); // the embedded CAS login form posts urlencoded
  await fastify.register(swagger);
  // Identity: clock, delivery of codes, keys and the per-route auth hook (config.auth).
  await fastify.register(clock, { clock: opts.clock });
  await fastify.register(notify);
  await fastify.register(authKeys);
  await fastify.register(auth, { tokenChecks });
  await fastify.register(retention);

  for (const module of routeModules) {
    await fastify.register(
      module.routes,
      module.prefix === undefined ? {} : { prefix: module.prefix },
    );
  }

  await fastify.register(staticFiles, { staticDir: opts.config.STATIC_DIR });
  await fastify.register(notFound);
}
