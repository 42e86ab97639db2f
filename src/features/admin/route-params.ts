/** A route's `$id`: "new" for a create form, a positive id, or 0 for anything else (not found). */
export function adminIdParam(value: string): number | "new" {
  if (value === "new") return "new";
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : 0;
}
