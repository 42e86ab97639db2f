import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../lib/api-error";
import { adminBillboardKeys, billboardBody, saveBillboard } from "../api/billboards";
import { useAdminErrorText } from "../form-errors";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import type { AdminBillboard } from "../types";
import { useCapText } from "./use-cap-text";

/** On/off from the list: the billboard PUT back with `enabled` flipped; a 409 explained. */
export function useToggleBillboard() {
  const queryClient = useQueryClient();
  const errorText = useAdminErrorText();
  const capText = useCapText();
  const [error, setError] = useState("");
  const mutation = useMutation({
    mutationFn: (billboard: AdminBillboard) =>
      saveBillboard(
        billboard.id,
        { ...billboardBody(billboard), enabled: !billboard.enabled },
        newIdempotencyKey(),
      ),
    meta: { errorHandling: "local" },
    onSuccess: () => {
      setError("");
      return queryClient.invalidateQueries({ queryKey: adminBillboardKeys.all() });
    },
    onError: (failure) =>
      setError(isApiError(failure) && failure.status === 409 ? capText : errorText(failure)),
  });
  return {
    toggle: (billboard: AdminBillboard) => mutation.mutate(billboard),
    error,
    busy: mutation.isPending,
  };
}
