/**
 * Fastify's childLoggerFactory: each request's logger (bound to its reqId) is made when the
 * request first logs something at an enabled level, not for every request. Making it ran the
 * redaction over the bindings each time: a few percent of a probe's CPU, for lines that at
 * "warn" (the bench, e2e) are almost never written. The lines are the same when they are.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type ChildLoggerFactory = NonNullable<FastifyServerOptions["childLoggerFactory"]>;
type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/** What a request's logger holds until (and once) it is made. */
interface Pending {
  parent: LevelAware;
  bindings: Parameters<FastifyBaseLogger["child"]>[0];
  child?: FastifyBaseLogger;
}

// Read through the proxy by the shared methods below: the request's real logger, made on demand.
const MADE = Symbol("made");
const made = (p: Pending): FastifyBaseLogger => (p.child ??= p.parent.child(p.bindings));
const ignore = () => undefined;

// Fastify reads every level method and `child` on every request (validateLogger). Functions made
// once for all requests, which find their request's logger through `this`: a function per read
// was 6 % of a probe's CPU (under tsx each one is also renamed with defineProperty).
const callMade = (level: Level) =>
  function (this: Record<typeof MADE, FastifyBaseLogger>, ...args: unknown[]) {
    return (this[MADE][level] as (...a: unknown[]) => void)(...args);
  };
const LEVEL_METHODS: Readonly<Record<string, unknown>> = {
  fatal: callMade("fatal"),
  error: callMade("error"),
  warn: callMade("warn"),
  info: callMade("info"),
  debug: callMade("debug"),
  trace: callMade("trace"),
};
const childOfChild = function (
  this: Record<typeof MADE, FastifyBaseLogger>,
  ...args: Parameters<FastifyBaseLogger["child"]>
) {
  return this[MADE].child(...args);
};

const handler: ProxyHandler<Pending> = {
  get(pending, name) {
    if (name === MADE) return made(pending);
    if (!pending.child) {
      const method = typeof name === "string" ? LEVEL_METHODS[name] : undefined;
      if (method) return pending.parent.isLevelEnabled?.(name as Level) ? method : ignore;
      if (name === "child") return childOfChild;
    }
    const target = made(pending);
    const value = Reflect.get(target, name, target) as unknown;
    return typeof value === "function" ? value.bind(target) : value;
  },
  set(pending, name, value) {
    return Reflect.set(made(pending), name, value);
  },
};

export const lazyChildLogger: ChildLoggerFactory = function (logger, bindings, options) {
  // A route's own log level (or other child options) makes its loggers at once, as before; so
  // does a logger that cannot tell which levels are on (pino can).
  const parent = logger as LevelAware;
  if (Object.keys(options).length > 0 || typeof parent.isLevelEnabled !== "function")
    return logger.child(bindings, options);
  return new Proxy<Pending>({ parent, bindings }, handler) as unknown as FastifyBaseLogger;
};
