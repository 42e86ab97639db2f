import {
  APP_USER_AGENT_MARKER,
  cookieValue,
  currentEnv,
  isNativeApp,
  type DetectEnv,
} from "./detect";

/**
 * Which shell the page runs in (docs/native-bridge.md "Detection"). Apart from detect.ts so the
 * start-up bundle carries only the yes/no answer.
 */

/** OS type codes of the shell, as the server stores them (PUT /api/internal/updateToken). */
export type NativeOs = "IOS" | "AOS";

/** "IOS"/"AOS" from any spelling a shell may use (iOS, ios, Android, AOS...), else undefined. */
export function toNativeOs(value: unknown): NativeOs | undefined {
  if (typeof value !== "string") return undefined;
  const code = value.trim().toUpperCase();
  if (code === "IOS") return "IOS";
  if (code === "AOS" || code === "ANDROID") return "AOS";
  return undefined;
}

/** The OS type the device info callback reported (it wins over every guess but the cookie). */
let reportedOs: NativeOs | undefined;
export function rememberNativeOs(os: NativeOs | undefined): void {
  reportedOs = os;
}

/** Which shell: the osType cookie, the device info, the user agent, then the transport found. */
export function nativeOs(env: DetectEnv = currentEnv()): NativeOs | undefined {
  if (!isNativeApp(env)) return undefined;
  const fromCookie = toNativeOs(cookieValue(env.cookie, "osType"));
  if (fromCookie || reportedOs) return fromCookie ?? reportedOs;
  const marker = env.userAgent.indexOf(APP_USER_AGENT_MARKER);
  const afterMarker = marker < 0 ? "" : env.userAgent.slice(marker);
  if (/\b(iOS|iPhone|iPad)\b/i.test(afterMarker)) return "IOS";
  if (/\bAndroid\b/i.test(afterMarker)) return "AOS";
  if (env.webkitHandlers) return "IOS";
  if (env.androidInterface) return "AOS";
  return undefined;
}

/** What detection found, for the /appTest page. */
export function describeDetection(env: DetectEnv = currentEnv()) {
  return {
    inApp: isNativeApp(env),
    os: nativeOs(env),
    userAgentMarker: env.userAgent.includes(APP_USER_AGENT_MARKER),
    appCookie: cookieValue(env.cookie, "gp_app"),
    osTypeCookie: cookieValue(env.cookie, "osType"),
    webkitHandlers: Boolean(env.webkitHandlers),
    androidInterface: Boolean(env.androidInterface),
  };
}
