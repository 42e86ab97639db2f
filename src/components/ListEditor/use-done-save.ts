import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { createIdempotencyKeys } from "./idempotency-key";

export interface DoneSaveOptions<Body> {
  /** The body to send for the list on screen; null while there is nothing to save yet. */
  body: () => Body | null;
  /** Writes the body to the outbox, then sends it when it can: saved, or kept on the device. */
  send: (body: Body, idempotencyKey: string) => Promise<"saved" | "queued">;
}

export interface DoneSave {
  save: () => void;
  saving: boolean;
  /** Saved or queued: the tooltip shows, then the page leaves. */
  done: boolean;
  /** The edit waits in the outbox on this device (the tooltip says so). */
  queued: boolean;
  /** The localized failure to alert, or null. */
  error: string | null;
  dismissError: () => void;
}

type Phase = "idle" | "saving" | "saved" | "queued";

/**
 * The Done button of the edit pages (spec 4 "Editing Work, Office, Favorite"): one request at a
 * time (taps while saving, or after success, are ignored), failures become an alert message and
 * leave the list untouched so that Done can be tapped again.
 *
 * The save is a plain promise, deliberately not a query-client mutation: mutations pause while
 * the browser reports offline (TanStack networkMode), so an edit finished offline never reached
 * the outbox and was lost with the tab (issue 12, defect 1).
 */
export function useDoneSave<Body>({ body, send }: DoneSaveOptions<Body>): DoneSave {
  const { t } = useLingui();
  // A ref, not state: taps arriving before React re-renders must see the request as started.
  const busy = useRef(false);
  const [keyFor] = useState(createIdempotencyKeys);
  const [phase, setPhase] = useState<Phase>("idle");
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: unknown) => {
    busy.current = false;
    setPhase("idle");
    setError(
      failure instanceof ApiError && !failure.isNetworkError && failure.message
        ? failure.message
        : t`저장하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.`,
    );
  };

  const save = () => {
    if (busy.current) return;
    const payload = body();
    if (payload === null) return;
    busy.current = true;
    setError(null);
    setPhase("saving");
    // The page shows its own alert: no app-wide error handler sees this failure.
    send(payload, keyFor(payload)).then(setPhase, fail);
  };

  return {
    save,
    saving: phase === "saving",
    done: phase === "saved" || phase === "queued",
    queued: phase === "queued",
    error,
    dismissError: () => setError(null),
  };
}
