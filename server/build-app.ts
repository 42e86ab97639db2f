/**
 * Creates the Fastify instance with the app registered; used by server.ts and the tests.
 * The instance is returned before ready(), so that tests can still add routes.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { serializerCompiler } from "fastify-type-provider-zod";
import app, { type AppOptions } from "./app";
import { frameworkErrorHandler } from "./plugins/error-handler";
import { genReqId, logController, loggerOptions } from "./plugins/logger";
import { validatorCompiler } from "./plugins/validation";

export interface BuildAppOptions extends AppOptions {
  /** Replaces the logger options from config (tests pass a stream to read log lines). */
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger, ...appOptions } = options;
  const fastify = Fastify({
    logger: logger ?? loggerOptions(appOptions.config),
    logController: logController(),
    genReqId,
    requestIdHeader: false, // ids are always ours; see genReqId
    // Behind a proxy this must be configured explicitly, or any client could forge its address.
    trustProxy: false,
    // Bad URL encodings and the like: through the error handler too, so they get the envelope.
    frameworkErrors: frameworkErrorHandler(appOptions.config),
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  await fastify.register(fp(app, { name: "group-portal" }), appOptions);
  return fastify;
}
