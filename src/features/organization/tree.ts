import type { OrganizationNode } from "./api";

/** The departments from a root down to `id` (breadcrumbs); [] when it is not in the tree. */
export function pathTo(nodes: readonly OrganizationNode[], id: number): OrganizationNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** "-" is the legacy spelling of "none" (spec 3): shown as empty. */
export const shown = (value: string | null | undefined): string =>
  value && value.trim() !== "-" ? value : "";

/** tel: with only the characters a dialer understands; null when no digit is left. */
export function telHref(phone: string | null | undefined): string | null {
  const dial = (phone ?? "").replace(/[^\d+]/g, "");
  return /\d/.test(dial) ? `tel:${dial}` : null;
}

/** mailto: for a plausible address only (one @, no spaces or URL syntax). */
export function mailHref(mail: string | null | undefined): string | null {
  const address = (mail ?? "").trim();
  return /^[^\s@/?#:]+@[^\s@/?#:]+\.[^\s@/?#:]+$/.test(address) ? `mailto:${address}` : null;
}
