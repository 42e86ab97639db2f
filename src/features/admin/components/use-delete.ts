import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useAdminErrorText } from "../form-errors";

/**
 * Delete (or revoke) one row after a confirmation: which row is being asked about, the call,
 * the list refetched, and the failure text for the page's alert region.
 */
export function useDelete<T>(remove: (item: T) => Promise<unknown>, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const errorText = useAdminErrorText();
  const [asking, setAsking] = useState<T | null>(null);
  const [error, setError] = useState("");
  const mutation = useMutation({
    mutationFn: remove,
    meta: { errorHandling: "local" },
    onSuccess: () => {
      setError("");
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (failure) => setError(errorText(failure)),
  });
  return {
    asking,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm: () => {
      if (asking !== null) mutation.mutate(asking);
      setAsking(null);
    },
    error,
  };
}
