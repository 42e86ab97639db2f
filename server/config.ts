/**
 * The server's settings, read from the environment once at start (DESIGN.md §4).
 * Every problem is collected before failing, so an operator fixes a bad deployment in one pass
 * instead of one restart per variable.
 */
import { z } from "zod";
import { operationsSettings, wholeNumber } from "./config-operations";
import { pushSettings } from "./config-push";

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const url = (protocols: readonly string[], message: string) =>
  z.string().refine((v) => hasProtocol(v, protocols), message);

const HTTP = ["http:", "https:"];
const PORT_MESSAGE = "must be an integer 1-65535";

/** Comma-separated list; blanks between commas are ignored. */
const list = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "test", "production"], "must be development, test or production")
      .default("development"),
    PORT: z
      .string()
      .regex(/^\d{1,5}$/, PORT_MESSAGE)
      .transform(Number)
      .refine((n) => n >= 1 && n <= 65535, PORT_MESSAGE)
      .default(8080),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: url(
      ["postgres:", "postgresql:"],
      "must be a postgres:// or postgresql:// URL",
    ).optional(),
    PUBLIC_URL: url(HTTP, "must be an http:// or https:// URL")
      .transform((v) => v.replace(/\/+$/, ""))
      .optional(),
    // Demo mode may run without it (the auth layer then generates and stores a key).
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`).optional(),
    STATIC_DIR: z.string().default("./dist"),
    SMTP_URL: url(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL").optional(),
    SMTP_FROM: z.string().default("Group Portal <no-reply@group-portal.local>"),
    SMS_WEBHOOK_URL: url(HTTP, "must be an http:// or https:// URL").optional(),
    // Unset: the embedded CAS service at /cas is used.
    CAS_BASE_URL: url(HTTP, "must be an http:// or https:// URL")
      .transform((v) => v.replace(/\/+$/, ""))
      .optional(),
    // The CAS attribute that carries the portal account id; unset: cas:user itself.
    CAS_USER_ATTRIBUTE: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, "must be an attribute name (letters, digits, _ . -)")
      .optional(),
    CAS_SERVICES: list(url(HTTP, "must be a comma-separated list of http(s) URLs")).optional(),
    APPROVAL_BASE_URL: url(HTTP, "must be an http:// or https:// URL").default(
      "https://approval.example.com",
    ),
    HANDOVER_ALLOWED_HOSTS: list(
      z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a comma-separated list of host names"),
    ).optional(),
    // A feed older than this shows as stale (figures and weather: `stale: true`).
    FEED_STALE_MINUTES: wholeNumber(1, 43_200, 120),
    ...operationsSettings,
    ...pushSettings,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    if (!env.JWT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["JWT_SECRET"],
        message: "is required in production (at least 32 characters)",
      });
    }
    if (!env.SMTP_URL && !env.SMS_WEBHOOK_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL or SMS_WEBHOOK_URL"],
        message: "one is required in production to deliver verification codes",
      });
    }
    // Without it every node would silently get its own embedded database.
    if (!env.DATABASE_URL && env.ALLOW_EMBEDDED_DATABASE !== "true") {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message:
          "is required in production (or set ALLOW_EMBEDDED_DATABASE=true to run one single node on the embedded database)",
      });
    }
    if (!env.PUBLIC_URL || !env.PUBLIC_URL.startsWith("https://")) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "is required in production and must be an https:// URL",
      });
    }
  })
  .transform((env) => {
    const PUBLIC_URL = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
      PUBLIC_URL,
      // The callback the embedded or external CAS may redirect to, unless listed explicitly.
      CAS_SERVICES: env.CAS_SERVICES ?? [`${PUBLIC_URL}/api/token/cas`],
      HANDOVER_ALLOWED_HOSTS: env.HANDOVER_ALLOWED_HOSTS ?? [new URL(env.APPROVAL_BASE_URL).host],
      // Tests start the push worker only where they need it (it polls the database).
      PUSH_WORKER_INTERVAL_MS: env.PUSH_WORKER_INTERVAL_MS ?? (env.NODE_ENV === "test" ? 0 : 1_000),
    };
  });

type ParsedConfig = z.output<typeof envSchema>;
/** The validated settings; frozen, so nothing can change them after start. */
export type Config = {
  readonly [K in keyof ParsedConfig]: ParsedConfig[K] extends string[]
    ? readonly string[]
    : ParsedConfig[K];
};

/** Parses `env` (process.env by default). Empty strings count as unset, as in most .env files. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(envSchema.in.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    // Name the variable only (not "CAS_SERVICES.1"), once per distinct problem.
    const lines = parsed.error.issues.map(
      (issue) => `${String(issue.path[0] ?? "(env)")}: ${issue.message}`,
    );
    throw new ConfigError([...new Set(lines)]);
  }
  const config = parsed.data;
  Object.freeze(config.CAS_SERVICES);
  Object.freeze(config.HANDOVER_ALLOWED_HOSTS);
  if (Array.isArray(config.TRUST_PROXY)) Object.freeze(config.TRUST_PROXY);
  return Object.freeze(config);
}

/** Demo mode: anything but production (embedded defaults, generated keys, /dev/outbox). */
export function demoMode(config: Pick<Config, "NODE_ENV">): boolean {
  return config.NODE_ENV !== "production";
}
