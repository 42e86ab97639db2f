import { describe, expect, it } from "vitest";
import { ConfigError, demoMode, loadConfig } from "./config";

const PROD_OK = {
  NODE_ENV: "production",
  JWT_SECRET: "s".repeat(32),
  SMTP_URL: "smtp://mail.local:25",
  DATABASE_URL: "postgres://portal@db.internal/portal",
  PUBLIC_URL: "https://portal.example.com",
};

function problems(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 8080,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      DATABASE_URL: undefined,
      PUBLIC_URL: "http://localhost:8080",
      JWT_SECRET: undefined,
      LOG_LEVEL: "info",
      STATIC_DIR: "./dist",
      CAS_BASE_URL: undefined,
      CAS_SERVICES: ["http://localhost:8080/api/token/cas"],
      HANDOVER_ALLOWED_HOSTS: [new URL(config.APPROVAL_BASE_URL).host],
    });
    expect(demoMode(config)).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one", () => {
    expect(loadConfig({ PORT: "3000" }).PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadConfig({ PUBLIC_URL: "https://portal.example.com/" }).PUBLIC_URL).toBe(
      "https://portal.example.com",
    );
  });

  it("treats empty strings as unset and parses lists", () => {
    const config = loadConfig({
      PORT: "",
      CAS_SERVICES: "https://a.example/cb, https://b.example/cb,",
      HANDOVER_ALLOWED_HOSTS: "a.example,b.example:8443",
    });
    expect(config.PORT).toBe(8080);
    expect(config.CAS_SERVICES).toEqual(["https://a.example/cb", "https://b.example/cb"]);
    expect(config.HANDOVER_ALLOWED_HOSTS).toEqual(["a.example", "b.example:8443"]);
  });

  it("reports a bad PORT and a bad DATABASE_URL together in one readable list", () => {
    const message = problems({ PORT: "80a", DATABASE_URL: "mysql://db/portal" });
    expect(message).toBe(
      "Invalid configuration:\n- PORT: must be an integer 1-65535\n- DATABASE_URL: must be a postgres:// or postgresql:// URL",
    );
    expect(problems({ PORT: "70000" })).toContain("PORT: must be an integer 1-65535");
    expect(problems({ PORT: "0" })).toContain("PORT: must be an integer 1-65535");
  });

  it("accepts postgres URLs", () => {
    expect(loadConfig({ DATABASE_URL: "postgresql://u:p@db:5432/portal" }).DATABASE_URL).toBe(
      "postgresql://u:p@db:5432/portal",
    );
  });

  it("refuses production without an SMTP or SMS transport", () => {
    const message = problems({ NODE_ENV: "production", JWT_SECRET: "s".repeat(32) });
    expect(message).toContain("SMTP_URL or SMS_WEBHOOK_URL");
    expect(() => loadConfig(PROD_OK)).not.toThrow();
    expect(() =>
      loadConfig({ ...PROD_OK, SMTP_URL: "", SMS_WEBHOOK_URL: "https://sms.example/hook" }),
    ).not.toThrow();
  });

  it("requires a JWT_SECRET of 32+ characters in production only", () => {
    expect(problems({ ...PROD_OK, JWT_SECRET: "" })).toContain(
      "JWT_SECRET: is required in production",
    );
    expect(problems({ ...PROD_OK, JWT_SECRET: "short" })).toContain(
      "JWT_SECRET: must be at least 32 characters",
    );
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
    expect(demoMode(loadConfig(PROD_OK))).toBe(false);
  });

  it("lists every production problem at once", () => {
    const message = problems({ NODE_ENV: "production", PORT: "x", SMS_WEBHOOK_URL: "ftp://sms" });
    expect(message.split("\n").slice(1)).toEqual([
      "- PORT: must be an integer 1-65535",
      "- SMS_WEBHOOK_URL: must be an http:// or https:// URL",
      "- JWT_SECRET: is required in production (at least 32 characters)",
      "- DATABASE_URL: is required in production (or set ALLOW_EMBEDDED_DATABASE=true to run one single node on the embedded database)",
      "- PUBLIC_URL: is required in production and must be an https:// URL",
    ]);
    expect(problems({ NODE_ENV: "production", PORT: "x" }).split("\n")).toHaveLength(6);
  });

  it("rejects an unknown NODE_ENV and LOG_LEVEL", () => {
    const message = problems({ NODE_ENV: "staging", LOG_LEVEL: "loud" });
    expect(message).toContain("NODE_ENV: must be development, test or production");
    expect(message).toContain("LOG_LEVEL: must be one of");
  });

  it("refuses production without DATABASE_URL unless one embedded node is asked for", () => {
    expect(problems({ ...PROD_OK, DATABASE_URL: "" })).toContain(
      "DATABASE_URL: is required in production",
    );
    const single = loadConfig({ ...PROD_OK, DATABASE_URL: "", ALLOW_EMBEDDED_DATABASE: "true" });
    expect(single.DATABASE_URL).toBeUndefined();
    expect(loadConfig({}).DATABASE_URL).toBeUndefined(); // demo mode keeps its embedded default
  });

  it("requires an https PUBLIC_URL in production, not the localhost default", () => {
    expect(problems({ ...PROD_OK, PUBLIC_URL: "" })).toContain("PUBLIC_URL: is required");
    expect(problems({ ...PROD_OK, PUBLIC_URL: "http://portal.example.com" })).toContain(
      "PUBLIC_URL: is required in production and must be an https:// URL",
    );
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses and CIDRs", () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
    for (const bad of ["0", "true", "10.0.0.0/33", "proxy.local", "1.2.3.4/8/1"]) {
      expect(problems({ TRUST_PROXY: bad })).toContain("TRUST_PROXY: must be a hop count");
    }
  });

  it("has timeouts and retention periods with safe defaults and bounds", () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 30_000,
      KEEP_ALIVE_TIMEOUT_MS: 10_000,
      RETENTION_INTERVAL_MINUTES: 60,
      RETENTION_EXPIRED_DAYS: 7,
      RETENTION_AUDIT_DAYS: 365,
      RETENTION_USAGE_DAYS: 90,
    });
    expect(loadConfig({ RETENTION_INTERVAL_MINUTES: "0" }).RETENTION_INTERVAL_MINUTES).toBe(0);
    expect(problems({ REQUEST_TIMEOUT_MS: "500", RETENTION_AUDIT_DAYS: "-1" })).toMatch(
      /REQUEST_TIMEOUT_MS: must be a whole number from 1000[\s\S]*RETENTION_AUDIT_DAYS/,
    );
  });
});
