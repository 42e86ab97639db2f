/**
 * A short record of the bridge traffic (messages sent, callbacks received) that /appTest shows
 * live. Kept in memory only, the newest LOG_SIZE entries; token-like fields are masked before
 * anything is recorded, and long values are cut, so the page never displays a secret.
 */
import { parseJsonSafely } from "./input";

export type BridgeDirection = "out" | "in";

/** What became of a message or callback (the /appTest page translates these). */
export type BridgeOutcome =
  | "sent"
  | "noShell"
  | "handled"
  | "invalid"
  | "noAppVersion"
  | "sameCompany"
  | "noAccessToken"
  | "noPushToken"
  | "unknownRequest"
  | "noIdentity"
  | "failed";

export interface BridgeLogEntry {
  id: number;
  at: number;
  direction: BridgeDirection;
  name: string;
  detail: string;
  outcome: BridgeOutcome;
}

export const LOG_SIZE = 100;
const DETAIL_MAX = 300;
const SECRET_KEY = /token|password|secret/i;

let entries: BridgeLogEntry[] = [];
let nextId = 1;
const listeners = new Set<(entries: readonly BridgeLogEntry[]) => void>();

/** A display string of any value: JSON with secret-looking keys masked, cut to DETAIL_MAX. */
export function describeValue(value: unknown): string {
  let text: string;
  try {
    // A JSON string argument is shown like an object argument, with its secrets masked too.
    const shown =
      typeof value === "string" && /^\s*[[{]/.test(value)
        ? (parseJsonSafely(value) ?? value)
        : value;
    text =
      typeof shown === "string"
        ? shown
        : (JSON.stringify(shown, (key, inner: unknown) =>
            key && SECRET_KEY.test(key) && inner !== null && inner !== "" ? "•••" : inner,
          ) ?? String(shown));
  } catch {
    text = typeof value === "string" ? value : "[unreadable]";
  }
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}…` : text;
}

export function recordBridge(
  direction: BridgeDirection,
  name: string,
  value: unknown,
  outcome: BridgeOutcome,
): void {
  const entry = {
    id: nextId++,
    at: Date.now(),
    direction,
    name,
    detail: describeValue(value),
    outcome,
  };
  entries = [entry, ...entries].slice(0, LOG_SIZE);
  for (const listener of listeners) listener(entries);
}

export const bridgeLog = {
  entries: (): readonly BridgeLogEntry[] => entries,
  subscribe(listener: (entries: readonly BridgeLogEntry[]) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  clear(): void {
    entries = [];
    for (const listener of listeners) listener(entries);
  },
};
