/** An unsigned access token with the given claims (base64url, as the server signs them). */
export function tokenWith(claims: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `h.${base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.s`;
}
