/**
 * Is the page running inside the native iOS/Android shell? (spec 6: an app flag, OS type from a
 * cookie or native app info). Kept small: the native bridge work extends the signals here.
 */
export const APP_USER_AGENT_MARKER = "GroupPortalApp";
export const APP_COOKIES = ["gp_app", "osType"] as const;

export interface DetectEnv {
  cookie: string;
  userAgent: string;
}

function currentEnv(): DetectEnv {
  return {
    cookie: typeof document === "undefined" ? "" : document.cookie,
    userAgent: typeof navigator === "undefined" ? "" : navigator.userAgent,
  };
}

export function isNativeApp(env: DetectEnv = currentEnv()): boolean {
  if (env.userAgent.includes(APP_USER_AGENT_MARKER)) return true;
  return env.cookie.split(";").some((part) => {
    const [name = "", value = ""] = part.split("=");
    return (APP_COOKIES as readonly string[]).includes(name.trim()) && value.trim() !== "";
  });
}
