/**
 * Counts (or records) the statements an app sends to its database, on PGlite and PostgreSQL:
 * Drizzle sends every statement through the driver's query(), which this wraps until stopped.
 */
import type { Database } from "../../server/db/client";
import { driverHandleOf } from "../../server/db/driver-handle";

export interface QueryCounter {
  readonly count: number;
  stop(): void;
}

export function countQueries(database: Database): QueryCounter {
  const recorder = recordStatements(database);
  return {
    get count() {
      return recorder.sent.length;
    },
    stop: recorder.stop,
  };
}

export interface SentStatement {
  text: string;
  params: unknown[];
}

/**
 * Records the statements an app sends (text and parameters) until stopped, so a test can ask the
 * database how it runs one of them (EXPLAIN) without rebuilding the app's SQL.
 */
export function recordStatements(database: Database): { sent: SentStatement[]; stop(): void } {
  const handle = driverHandleOf(database);
  const target: { query: (...args: never[]) => unknown } =
    handle.kind === "pglite" ? handle.client : handle.pool;
  const original = target.query;
  const sent: SentStatement[] = [];
  target.query = function (this: unknown, ...args: never[]) {
    const [first, second] = args as unknown[];
    // Drizzle gives node-postgres a config object (its values, or them as the second argument),
    // and PGlite a text and its parameters.
    const config = (typeof first === "string" ? { text: first } : first) as {
      text: string;
      values?: unknown[];
    };
    sent.push({ text: config.text, params: config.values ?? (second as unknown[]) ?? [] });
    return original.apply(this, args);
  };
  return { sent, stop: () => void (target.query = original) };
}
