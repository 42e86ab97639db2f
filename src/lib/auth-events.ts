import type { ApiError } from "./api-error";

/**
 * "The session is gone" notifications, from the data layer to whoever shows UI. The API client's
 * auth-failure handler (lib/auth-session.ts) emits; features/auth listens and navigates. No UI here.
 */
export type AuthLostReason = "unauthorized" | "refresh-rejected";

export interface AuthLostEvent {
  reason: AuthLostReason;
  error?: ApiError;
}

type Listener = (event: AuthLostEvent) => void;

const listeners = new Set<Listener>();

export const authEvents = {
  /** Subscribes; returns the unsubscribe function. */
  onAuthLost(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  emitAuthLost(event: AuthLostEvent): void {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error("auth-lost listener failed", error);
      }
    }
  },
};
