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
type Bindings = Parameters<FastifyBaseLogger["child"]>[0];

// Symbols, so that no name of pino's (`child`, `bindings`...) is hidden by the fields.
const PARENT = Symbol("parent");
const BINDINGS = Symbol("bindings");
const REAL = Symbol("real");

/** A request's logger until (and once) the real one is made; its methods live on a shared prototype. */
interface Pending {
  [PARENT]: LevelAware;
  [BINDINGS]: Bindings;
  [REAL]: FastifyBaseLogger | undefined;
}

const made = (p: Pending): FastifyBaseLogger => (p[REAL] ??= p[PARENT].child(p[BINDINGS]));

// The level is asked when a line is written, not when a method is read: Fastify reads every
// level method and `child` of every request's logger (validateLogger), and those reads are
// plain property reads of the prototype below, with no trap and no level check.
const levelMethod = (level: Level) =>
  function (this: Pending, ...args: unknown[]) {
    if (!this[REAL] && !this[PARENT].isLevelEnabled?.(level)) return;
    (made(this)[level] as (...a: unknown[]) => void)(...args);
  };

// Whatever else a caller reads or sets (pino's `level`, `bindings()`, `flush`...) reaches the real
// logger through the end of the prototype chain, as it would on the logger itself.
const rest = new Proxy<object>(Object.create(null) as object, {
  get(_target, name, receiver: Pending) {
    const target = made(receiver);
    const value = Reflect.get(target, name, target) as unknown;
    return typeof value === "function" ? value.bind(target) : value;
  },
  set(_target, name, value, receiver: Pending) {
    return Reflect.set(made(receiver), name, value);
  },
});

const METHODS: object = {
  __proto__: rest,
  fatal: levelMethod("fatal"),
  error: levelMethod("error"),
  warn: levelMethod("warn"),
  info: levelMethod("info"),
  debug: levelMethod("debug"),
  trace: levelMethod("trace"),
  child(this: Pending, ...args: Parameters<FastifyBaseLogger["child"]>) {
    return made(this).child(...args);
  },
};

export const lazyChildLogger: ChildLoggerFactory = function (logger, bindings, options) {
  // A route's own log level (or other child options) makes its loggers at once, as before; so
  // does a logger that cannot tell which levels are on (pino can).
  const parent = logger as LevelAware;
  if (Object.keys(options).length > 0 || typeof parent.isLevelEnabled !== "function")
    return logger.child(bindings, options);
  // A literal defines its fields (an assignment would reach the prototype chain's trap).
  const pending = { __proto__: METHODS, [PARENT]: parent, [BINDINGS]: bindings, [REAL]: undefined };
  return pending as unknown as FastifyBaseLogger;
};
