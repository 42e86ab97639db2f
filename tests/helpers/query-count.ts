/**
 * Counts the statements an app sends to its database (round trips), on PGlite and PostgreSQL:
 * Drizzle sends every statement through the driver's query(), which this wraps until stopped.
 */
import type { Database } from "../../server/db/client";
import { driverHandleOf } from "../../server/db/driver-handle";

export interface QueryCounter {
  readonly count: number;
  stop(): void;
}

export function countQueries(database: Database): QueryCounter {
  const handle = driverHandleOf(database);
  const target: { query: (...args: never[]) => unknown } =
    handle.kind === "pglite" ? handle.client : handle.pool;
  const original = target.query;
  let count = 0;
  target.query = function (this: unknown, ...args: never[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    stop: () => void (target.query = original),
  };
}
