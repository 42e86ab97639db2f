import { queryOptions } from "@tanstack/react-query";
import { decodeJwtClaims } from "../../lib/jwt";
import { tokenStore } from "../../lib/token-store";
import { ownerOf } from "./entry";
import { outboxStore } from "./store";

export const outboxKeys = {
  all: () => ["outbox"] as const,
};

/** The signed-in user's outbox entries (pending and failed), oldest first. */
export const outboxQuery = () =>
  queryOptions({
    queryKey: outboxKeys.all(),
    queryFn: async () => {
      const owner = ownerOf(decodeJwtClaims(await tokenStore.get("access")));
      if (!owner) return [];
      return (await outboxStore().list()).filter((entry) => entry.owner === owner);
    },
    // IndexedDB answers offline too; the store's change messages invalidate it.
    networkMode: "always",
    staleTime: Number.POSITIVE_INFINITY,
  });
