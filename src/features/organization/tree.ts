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

/** sms: to a mobile number, by the same rule as tel:. */
export function smsHref(phone: string | null | undefined): string | null {
  const tel = telHref(phone);
  return tel ? `sms:${tel.slice("tel:".length)}` : null;
}

/** mailto: for a plausible address only (one @, no spaces or URL syntax). */
export function mailHref(mail: string | null | undefined): string | null {
  const address = (mail ?? "").trim();
  return /^[^\s@/?#:]+@[^\s@/?#:]+\.[^\s@/?#:]+$/.test(address) ? `mailto:${address}` : null;
}

/** Head count of a department: its own members and those of every department below it. */
export function headCount(node: OrganizationNode): number {
  return node.children.reduce((sum, child) => sum + headCount(child), node.memberCount);
}

/** The departments one level below `id`, or the roots when no department is chosen. */
export function childrenOf(nodes: readonly OrganizationNode[], id: number | undefined) {
  if (id === undefined) return nodes;
  return pathTo(nodes, id).at(-1)?.children ?? [];
}
