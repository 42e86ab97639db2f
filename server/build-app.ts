/**
 * Creates the Fastify instance with the app registered; used by server.ts and the tests.
 * The instance is returned before ready(), so that tests can still add routes.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import app, { type AppOptions } from "./app";
import { frameworkErrorHandler } from "./plugins/error-handler";
import { lazyChildLogger } from "./lib/lazy-child-logger";
import { logController, loggerOptions, requestIdGenerator } from "./lib/logger";
import { responseSerializerCompiler } from "./lib/response-serializer";
import { validatorCompiler } from "./lib/validation";

export interface BuildAppOptions extends AppOptions {
  /** Replaces the logger options from config (tests pass a stream to read log lines). */
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger, ...appOptions } = options;
  const { config } = appOptions;
  const fastify = Fastify({
    logger: logger ?? loggerOptions(appOptions.config),
    logController: logController(),
    childLoggerFactory: lazyChildLogger,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    requestIdHeader: false, // ids are always ours or a trusted proxy's; see requestIdGenerator
    // Off unless configured: otherwise any client could forge its address (and dodge limits).
    trustProxy: config.TRUST_PROXY === undefined ? false : structuredTrust(config.TRUST_PROXY),
    // Node's own clocks for slow clients: a request whose headers or body stall is answered 408
    // (checked every second, so it ends within REQUEST_TIMEOUT_MS + 1 s), idle sockets close.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    // Bad URL encodings and the like: through the error handler too, so they get the envelope.
    frameworkErrors: frameworkErrorHandler(config),
  });
  fastify.setValidatorCompiler(validatorCompiler);
  // fast-json-stringify from each route's zod response schema; in tests zod checks every answer too.
  fastify.setSerializerCompiler(
    responseSerializerCompiler({ crossCheck: config.NODE_ENV === "test" }),
  );
  await fastify.register(fp(app, { name: "group-portal" }), appOptions);
  return fastify;
}

/** A hop count trusts the nearest `hops` addresses of the chain, as Fastify documents it. */
function structuredTrust(
  trustProxy: number | readonly string[],
): string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === "number" ? (_address, hop) => hop < trustProxy : [...trustProxy];
}
