/**
 * Unknown routes. History-mode navigation (any GET for an HTML page outside the API, CAS, dev
 * tools and probes) gets the SPA shell, which routes on the client. Everything else gets the
 * 404 NOT_FOUND envelope: never the shell for /api or /cas, where HTML would confuse callers.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { errorBody } from "../lib/envelope";
import { isShellPath, pathOf } from "../lib/paths";

function wantsShell(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    isShellPath(pathOf(request.url)) &&
    (request.headers.accept ?? "").includes("text/html")
  );
}

async function notFound(fastify: FastifyInstance) {
  fastify.setNotFoundHandler((request, reply) => {
    if (wantsShell(request)) return fastify.sendShell(reply);
    return reply.code(404).send(errorBody(request, 404, "NOT_FOUND"));
  });
}

export default fp(notFound, { name: "not-found", dependencies: ["static-files"] });
