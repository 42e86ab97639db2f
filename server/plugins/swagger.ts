/**
 * OpenAPI document generated from the routes' zod schemas (API.md: it must match that page).
 * GET /api/docs/json serves it, /api/docs the Swagger UI. Register before any route: the swagger
 * plugin collects routes as they are added.
 */
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/api/docs";

async function swagger(fastify: FastifyInstance) {
  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Group Portal API",
        description:
          "Portal API of the Group Portal PWA. Every /api JSON answer uses the envelope { status, code, message, result }.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          // Access token, or the temporary token on the verification calls (API.md).
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          // The integration calls (API.md "Integration"): an integration key's secret instead.
          integrationKey: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered in zod's global registry with an id become reusable components.
    transformObject: jsonSchemaTransformObject,
  });

  await fastify.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true },
    // Our own CSP (security-headers) applies; the UI loads only same-origin files.
    staticCSP: false,
  });
}

export default fp(swagger, { name: "swagger" });
