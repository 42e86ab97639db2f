/**
 * Which push endpoints the server will POST to. The endpoint comes from the browser, so it must
 * not let a caller aim the server at its own network: production takes https only and no
 * loopback or private address; demo and test modes also take http on loopback, where tests run
 * their own push service.
 */
import { isIP } from "node:net";

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;
const PRIVATE_V4 = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/;

function isInternalHost(hostname: string): boolean {
  if (LOOPBACK.test(hostname) || hostname.endsWith(".localhost")) return true;
  const bare = hostname.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 4) return PRIVATE_V4.test(bare);
  if (family === 6) return /^(fc|fd|fe80|::)/i.test(bare);
  return false;
}

export function endpointAllowed(endpoint: string, demo: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return demo || !isInternalHost(url.hostname);
  return demo && url.protocol === "http:" && LOOPBACK.test(url.hostname);
}
