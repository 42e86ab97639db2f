import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import {
  casBaseUrl,
  isEmbeddedCas,
  isRegisteredService,
  portalServiceUrl,
} from "../../server/cas/registry";

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env });

describe("CAS registry", () => {
  it("matches services character for character, nothing else", () => {
    const c = config({ PUBLIC_URL: "https://portal.example.com" });
    const service = "https://portal.example.com/api/token/cas";
    expect(isRegisteredService(c, service)).toBe(true);
    for (const near of [
      `${service}/`,
      `${service}?a=1`,
      service.toUpperCase(),
      "https://portal.example.com:443/api/token/cas",
      "https://PORTAL.example.com/api/token/cas",
      `${service}#x`,
      ` ${service}`,
      undefined,
      [service],
    ]) {
      expect(isRegisteredService(c, near)).toBe(false);
    }
  });

  it("knows where CAS is: embedded under PUBLIC_URL/cas, or the configured server", () => {
    const embedded = config({ PUBLIC_URL: "https://portal.example.com/" });
    expect(isEmbeddedCas(embedded)).toBe(true);
    expect(casBaseUrl(embedded)).toBe("https://portal.example.com/cas");
    const external = config({ CAS_BASE_URL: "https://sso.example.com/cas/" });
    expect(isEmbeddedCas(external)).toBe(false);
    expect(casBaseUrl(external)).toBe("https://sso.example.com/cas");
  });

  it("picks the portal's own callback from the registry, or none", () => {
    const own = "https://portal.example.com/api/token/cas";
    const other = "https://approval.example.com/cas/callback";
    const env = { PUBLIC_URL: "https://portal.example.com" };
    expect(portalServiceUrl(config({ ...env, CAS_SERVICES: `${other},${own}` }))).toBe(own);
    const behindProxy = "https://gw.example.com/portal/api/token/cas";
    expect(portalServiceUrl(config({ ...env, CAS_SERVICES: `${other},${behindProxy}` }))).toBe(
      null,
    );
    const samePath = "https://intranet.example.com/api/token/cas";
    expect(portalServiceUrl(config({ ...env, CAS_SERVICES: `${other},${samePath}` }))).toBe(
      samePath,
    );
    expect(portalServiceUrl(config({ ...env, CAS_SERVICES: other }))).toBeNull();
  });
});
