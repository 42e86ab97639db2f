/**
 * Validated search of /login (never the temporary token: route-hooks.ts takes it out at once).
 * Kept apart from route-hooks.ts: the route tree (initial bundle) needs only this.
 */
export interface LoginSearch {
  step?: "verify" | "reset";
  error?: string;
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const step = search.step === "verify" || search.step === "reset" ? search.step : undefined;
  const error = typeof search.error === "string" && search.error ? search.error : undefined;
  return { step, error };
}

/**
 * Validated search of /loginSuccess: `changePassword=1` is my page's password-change link (spec 2
 * "/user"); the secrets (code, tokens) never reach it, route-hooks.ts takes them out first.
 */
export interface LoginSuccessSearch {
  changePassword?: 1;
}

export function validateLoginSuccessSearch(search: Record<string, unknown>): LoginSuccessSearch {
  const flag = search.changePassword;
  return flag === 1 || flag === "1" || flag === true ? { changePassword: 1 } : {};
}
