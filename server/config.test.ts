import { describe, expect, it } from "vitest";
import { ConfigError, demoMode, loadConfig } from "./config";

const PROD_OK = {
  NODE_ENV: "production",
  JWT_SECRET: "s".repeat(32),
  SMTP_URL: "smtp://mail.local:25",
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
    ]);
    expect(problems({ NODE_ENV: "production", PORT: "x" }).split("\n")).toHaveLength(4);
  });

  it("rejects an unknown NODE_ENV and LOG_LEVEL", () => {
    const message = problems({ NODE_ENV: "staging", LOG_LEVEL: "loud" });
    expect(message).toContain("NODE_ENV: must be development, test or production");
    expect(message).toContain("LOG_LEVEL: must be one of");
  });
});
