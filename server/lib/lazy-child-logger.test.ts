import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { lazyChildLogger } from "./lazy-child-logger";

/** A pino logger at `level` whose lines are collected, and a count of the children it made. */
function parentLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const parent = pino({ level }, stream) as unknown as FastifyBaseLogger;
  const child = vi.spyOn(parent, "child");
  return { parent, lines, child };
}

/** The logger Fastify would give a request with this reqId (no child options). */
const requestLogger = (parent: FastifyBaseLogger, reqId: string) =>
  lazyChildLogger.call(undefined as never, parent, { reqId }, {}, {} as never);

/** What Fastify does with a request's logger before the route runs (validateLogger). */
function checkedByFastify(logger: FastifyBaseLogger) {
  for (const method of ["info", "error", "debug", "fatal", "warn", "trace", "child"] as const)
    expect(typeof logger[method]).toBe("function");
}

describe("a request's logger", () => {
  it("is not made for a request that logs nothing, Fastify's own check included", () => {
    const { parent, child } = parentLogger("warn");
    const logger = requestLogger(parent, "r1");
    checkedByFastify(logger);
    logger.info("below the level");
    expect(child).not.toHaveBeenCalled();
  });

  it("is made when the request logs at an enabled level, and its line carries the reqId", () => {
    const { parent, lines, child } = parentLogger("warn");
    const logger = requestLogger(parent, "r2");
    checkedByFastify(logger);
    logger.warn({ route: "/api/x" }, "slow answer");
    logger.error("failed");
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: "r2", route: "/api/x", msg: "slow answer", level: 40 },
      { reqId: "r2", msg: "failed", level: 50 },
    ]);
  });

  it("makes its own child for a child logger, and answers pino's other members as the child would", () => {
    const { parent, lines } = parentLogger("warn");
    const logger = requestLogger(parent, "r3");
    checkedByFastify(logger);
    logger.child({ step: "upload" }).warn("slow part");
    expect(lines).toMatchObject([{ reqId: "r3", step: "upload", msg: "slow part" }]);
    expect(logger.level).toBe("warn");
    expect((logger as unknown as { bindings(): object }).bindings()).toEqual({ reqId: "r3" });
  });

  it("gives two requests' loggers their own bindings, though they share their methods", () => {
    const { parent, lines } = parentLogger("warn");
    const first = requestLogger(parent, "a");
    const second = requestLogger(parent, "b");
    expect(first.warn).toBe(second.warn);
    second.warn("from b");
    first.warn("from a");
    expect(lines).toMatchObject([
      { reqId: "b", msg: "from b" },
      { reqId: "a", msg: "from a" },
    ]);
  });

  it("answers Fastify's check of every request without asking which levels are on", () => {
    const { parent, child } = parentLogger("warn");
    const asked = vi.spyOn(
      parent as unknown as { isLevelEnabled(l: string): boolean },
      "isLevelEnabled",
    );
    checkedByFastify(requestLogger(parent, "r5"));
    expect(asked).not.toHaveBeenCalled();
    expect(child).not.toHaveBeenCalled();
  });

  it("takes a level set on it, as the real logger would", () => {
    const { parent, lines } = parentLogger("warn");
    const logger = requestLogger(parent, "r6");
    logger.level = "debug";
    logger.debug("now written");
    expect(parent.level).toBe("warn");
    expect(lines).toMatchObject([{ reqId: "r6", msg: "now written", level: 20 }]);
  });
});
