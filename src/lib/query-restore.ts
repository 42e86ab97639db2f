import type { QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from "@tanstack/react-query-persist-client";
import type { Identity } from "../platform/session/identity";
import { createPersistOptions } from "./query-persist";

/**
 * Restores the persisted queries into `queryClient` (dropping the stored cache when it is
 * unreadable), then saves the allowlisted ones on every change of the cache: what
 * PersistQueryClientProvider does, in a chunk of its own that loads beside the first paint
 * (src/providers.tsx) instead of in the home route's first chunk. Returns the stop of the saving.
 */
export async function restoreAndPersist(
  queryClient: QueryClient,
  identity?: Identity,
): Promise<() => void> {
  const options = {
    ...createPersistOptions(identity),
    // The persist package pins its own, older query-core: the same client, typed by that copy
    // (PersistQueryClientProvider passed it along the same way).
    queryClient: queryClient as unknown as PersistQueryClientOptions["queryClient"],
  };
  await persistQueryClientRestore(options).catch((error: unknown) =>
    console.warn("The persisted query cache could not be restored", error),
  );
  return persistQueryClientSubscribe(options);
}
