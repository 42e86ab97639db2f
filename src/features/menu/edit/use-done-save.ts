import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { createIdempotencyKeys } from "./idempotency-key";

export interface DoneSaveOptions<Body> {
  /** The body to send for the list on screen; null while there is nothing to save yet. */
  body: () => Body | null;
  /** One PUT of the body with the Idempotency-Key: saved, or queued in the outbox (offline). */
  send: (body: Body, idempotencyKey: string) => Promise<"saved" | "queued">;
}

export interface DoneSave {
  save: () => void;
  saving: boolean;
  /** Saved or queued: the tooltip shows, then the page leaves. */
  done: boolean;
  /** Done offline: the edit waits in the outbox (the tooltip says so). */
  queued: boolean;
  /** The localized failure to alert, or null. */
  error: string | null;
  dismissError: () => void;
}

/**
 * The Done button of the edit pages (spec 4 "Editing Work, Office, Favorite"): one request at a
 * time (taps while saving, or after success, are ignored), failures become an alert message and
 * leave the list untouched so that Done can be tapped again.
 */
export function useDoneSave<Body>({ body, send }: DoneSaveOptions<Body>): DoneSave {
  const { t } = useLingui();
  // A ref, not state: taps arriving before React re-renders must see the request as started.
  const busy = useRef(false);
  const [keyFor] = useState(createIdempotencyKeys);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ payload, key }: { payload: Body; key: string }) => send(payload, key),
    // The page shows its own alert; the app-wide error alert must not show a second one.
    meta: { errorHandling: "local" },
    onError: (failure) => {
      busy.current = false;
      setError(
        failure instanceof ApiError && !failure.isNetworkError && failure.message
          ? failure.message
          : t`저장하지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.`,
      );
    },
  });

  const save = () => {
    if (busy.current) return;
    const payload = body();
    if (payload === null) return;
    busy.current = true;
    setError(null);
    mutation.mutate({ payload, key: keyFor(payload) });
  };

  return {
    save,
    saving: mutation.isPending,
    done: mutation.isSuccess,
    queued: mutation.data === "queued",
    error,
    dismissError: () => setError(null),
  };
}
