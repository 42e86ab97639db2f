/**
 * The Link header of the page that answers a link: `rel=modulepreload` for every chunk the linked
 * screen's code loads, and for the catalog part it shows its texts with, from the build's
 * ROUTE_CHUNKS_FILE (vite/route-chunks.ts), after the page's own entry and stylesheet. The browser
 * then asks for them with the entry instead of once the entry has run, and for a screen's imports
 * one round trip after that. Main's code is in the entry (nothing to name); an unknown path, or a
 * build without the list, gets no header.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { LOCALES, localeOfCookieHeader } from "../../shared/locales";
import { ROUTE_CHUNKS_FILE, type RouteChunks } from "../../shared/route-chunks";

/** A file of the build's assets folder: names that go into a header as they are. */
const assetFile = z.string().regex(/^assets\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/);
const fileList = z.array(assetFile).max(60);
const routeChunksSchema = z.object({
  page: z.object({ scripts: fileList, styles: fileList }),
  routes: z.array(z.object({ path: z.string().regex(/^\/\S{0,200}$/), files: fileList })).max(500),
  catalogs: z.partialRecord(z.enum(LOCALES), assetFile),
}) satisfies z.ZodType<RouteChunks>;

/** Per segment of a pattern: a name to match, a parameter (`$postId`) or the rest (`$`). */
type Segment = { text: string } | "param" | "rest";
interface Route {
  segments: Segment[];
  link: string;
}

/** A path longer than this is no screen of the app. */
const MAX_SEGMENTS = 16;

const modulePreload = (file: string) => `</${file}>; rel=modulepreload`;
// `crossorigin` as on the page's own <link>: a preload fetched another way is not reused.
const stylePreload = (file: string) => `</${file}>; rel=preload; as=style; crossorigin`;

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split("/")
    .filter(Boolean)
    .map((part) =>
      part === "$" ? "rest" : part.startsWith("$") ? "param" : { text: part.toLowerCase() },
    );
}

/** How specific each matched segment is (name 0, parameter 1, rest 2), or undefined: no match. */
function rankOf(route: Route, parts: string[]): number[] | undefined {
  const rank: number[] = [];
  for (const [at, segment] of route.segments.entries()) {
    if (segment === "rest") return [...rank, 2];
    const part = parts[at];
    if (part === undefined) return undefined;
    if (segment === "param") rank.push(1);
    else if (segment.text === part.toLowerCase()) rank.push(0);
    else return undefined;
  }
  return parts.length === route.segments.length ? rank : undefined;
}

const moreSpecific = (a: number[], b: number[]) => {
  for (let at = 0; at < Math.min(a.length, b.length); at += 1)
    if (a[at] !== b[at]) return a[at]! < b[at]!;
  return a.length > b.length;
};

export class RoutePreloads {
  private readonly routes: Route[];

  constructor(private readonly chunks: RouteChunks) {
    // The page's own files first: on HTTP/1.1 the browser opens 6 connections to a server, and
    // the screen's chunks, named before them, held the entry and the stylesheet back.
    const page = [
      ...chunks.page.scripts.map(modulePreload),
      ...chunks.page.styles.map(stylePreload),
    ];
    this.routes = chunks.routes.map((route) => ({
      segments: segmentsOf(route.path),
      link: [...page, ...route.files.map(modulePreload)].join(", "),
    }));
  }

  /** The Link header for a page at `urlPath`, in the locale of `cookieHeader`; undefined: none. */
  linkFor(urlPath: string, cookieHeader: string | undefined): string | undefined {
    const parts = urlPath.split("/").filter(Boolean);
    if (parts.length > MAX_SEGMENTS) return undefined;
    let best: { route: Route; rank: number[] } | undefined;
    for (const route of this.routes) {
      const rank = rankOf(route, parts);
      if (rank && (!best || moreSpecific(rank, best.rank))) best = { route, rank };
    }
    if (!best) return undefined;
    const catalog = this.chunks.catalogs[localeOfCookieHeader(cookieHeader ?? "")];
    return catalog ? `${best.route.link}, ${modulePreload(catalog)}` : best.route.link;
  }
}

/**
 * The build's list in `staticDir`, read again whenever the file changes (a build while the server
 * runs); undefined while there is none. A list that cannot be read is logged and names nothing:
 * the screens still load, one round trip after another.
 */
export function routePreloadsIn(staticDir: string, log: FastifyBaseLogger) {
  const file = path.join(staticDir, ROUTE_CHUNKS_FILE);
  let read: { mtimeMs: number; preloads: RoutePreloads | undefined } | undefined;
  return async (): Promise<RoutePreloads | undefined> => {
    const mtimeMs = await stat(file).then(
      (info) => info.mtimeMs,
      (error: NodeJS.ErrnoException) => {
        // No list is a build without it (a test's, an older one's): the screens load as before.
        if (error.code !== "ENOENT")
          log.warn({ err: error, file }, "the build's list of screen chunks cannot be read");
        return undefined;
      },
    );
    if (mtimeMs === undefined) return undefined;
    if (read?.mtimeMs !== mtimeMs) {
      let preloads: RoutePreloads | undefined;
      try {
        preloads = new RoutePreloads(
          routeChunksSchema.parse(JSON.parse(await readFile(file, "utf8"))),
        );
      } catch (error) {
        log.warn(
          { err: error, file },
          "the build's list of screen chunks is unreadable; pages name none",
        );
      }
      read = { mtimeMs, preloads };
    }
    return read.preloads;
  };
}
