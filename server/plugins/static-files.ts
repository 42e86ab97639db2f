/**
 * Serves the built PWA (STATIC_DIR, default ./dist) and provides the SPA shell for the not-found
 * handler. Caching: Vite's hashed files under /assets never change, so browsers keep them a year;
 * everything else (index.html, sw.js, icons) is revalidated on every use so that a new
 * deployment is picked up at once (the service worker does the offline caching). The manifest is
 * no file: server/modules/manifest answers it in the caller's language.
 * Compression: the build writes .br and .gz copies beside the text files (vite/precompress.ts);
 * @fastify/static picks one by Accept-Encoding (br before gzip), falls back to the file itself
 * when there is no copy, and always adds `Vary: Accept-Encoding`. Each copy has its own ETag
 * (size and time of the file sent), so a 304 never mixes encodings up.
 * The shell answering a link to a screen names that screen's chunks in its Link header.
 */
import { access } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { pathOf } from "../lib/paths";
import { routePreloadsIn } from "../lib/route-preloads";

const ASSET_PARAMS = z.object({ file: z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/) });
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

export const NOT_BUILT_MESSAGE =
  "Group Portal: the web app has not been built yet. Run `npm run build`, then reload this page.\n";

async function staticFiles(fastify: FastifyInstance, opts: { staticDir: string }) {
  const root = path.resolve(opts.staticDir);
  const indexFile = path.join(root, "index.html");
  const routePreloads = routePreloadsIn(root, fastify.log);

  await fastify.register(fastifyStatic, {
    root,
    cacheControl: false, // set below, per file
    dotfiles: "ignore",
    preCompressed: true,
    suppressWarning: true, // a missing build is reported by the shell answer instead
    setHeaders: (reply, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join("/");
      reply.header("cache-control", relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE);
    },
  });

  // The build's hashed files, by far the most requested: one segment of safe characters, sent
  // as is. The wildcard route would first list every directory on the way (@fastify/static's
  // check of the path's spelling), a readdir of the whole assets folder for every file sent.
  fastify.get("/assets/:file", { schema: { params: ASSET_PARAMS, hide: true } }, (request, reply) =>
    reply.sendFile(`assets/${ASSET_PARAMS.parse(request.params).file}`),
  );

  /** Answers a navigation with index.html, or 503 with a hint when there is no build. */
  fastify.decorate("sendShell", async function sendShell(reply: FastifyReply) {
    try {
      await access(indexFile);
    } catch {
      reply.log.warn({ indexFile }, "SPA shell requested but index.html is missing");
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(NOT_BUILT_MESSAGE);
    }
    // The linked screen's chunks, asked for with the entry (server/lib/route-preloads.ts).
    const { url, headers } = reply.request;
    const link = (await routePreloads())?.linkFor(pathOf(url), headers.cookie);
    if (link) reply.header("link", link);
    return reply.code(200).sendFile("index.html");
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Replies with the PWA shell (index.html); used by the not-found handler. */
    sendShell(reply: FastifyReply): Promise<FastifyReply>;
  }
}

export default fp(staticFiles, { name: "static-files" });
