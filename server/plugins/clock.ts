/**
 * The app's clock. Every time rule (token and code lifetimes, rate-limit windows, the Seoul
 * calendar day of the daily verification) reads `fastify.clock.now()` and passes the instant to
 * SQL as a parameter instead of calling the database's now(), so tests can move time at will
 * (ManualClock) and every node agrees with what it wrote.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to: for tests of time rules. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | number = Date.now()) {
    this.current = typeof start === "number" ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | number): void {
    this.current = typeof instant === "number" ? instant : instant.getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    clock: Clock;
  }
}

async function clockPlugin(fastify: FastifyInstance, opts: { clock?: Clock }) {
  fastify.decorate("clock", opts.clock ?? systemClock);
}

export default fp(clockPlugin, { name: "clock" });
