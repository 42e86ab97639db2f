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
