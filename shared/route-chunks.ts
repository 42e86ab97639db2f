import type { Locale } from "./locales";

/**
 * The build's list of what each screen's code needs (vite/route-chunks.ts), in its output folder
 * beside Vite's manifest: a dot folder, which the static files never serve. The server names these
 * files in the Link header of the page it answers a link with (server/lib/route-preloads.ts).
 */
export const ROUTE_CHUNKS_FILE = ".vite/route-chunks.json";

export interface RouteChunks {
  /** What the page loads itself: named first, they stay ahead of the screen's chunks. */
  page: { scripts: string[]; styles: string[] };
  /**
   * Each screen whose code is split from the entry: its URL pattern as the router writes it
   * (`/noticeDetail/$postId`, `/admin/$`) and every file its code loads, its layouts' included.
   */
  routes: { path: string; files: string[] }[];
  /** Per locale, the catalog's later part: every screen but Main loads it before it shows. */
  catalogs: Partial<Record<Locale, string>>;
}
