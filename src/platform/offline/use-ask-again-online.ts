import { useEffect } from "react";
import { useOnlineStatus } from "./use-online-status";

interface FailedQuery {
  isError: boolean;
  /** TanStack's count of failed fetches: each new failure schedules the next try. */
  errorUpdateCount: number;
  /** A try already on its way (the offline layer's, at the 'online' event) is waited for. */
  isFetching: boolean;
  refetch: (options: { cancelRefetch: boolean }) => unknown;
}

/** Half a second after the first failure, then doubling up to 30 s. */
const pauseAfter = (failures: number) => Math.min(500 * 2 ** Math.max(failures - 1, 0), 30_000);

/**
 * For a query that does not retry by itself (its failures are silent, spec 7): while the device
 * says it is online and the query has failed, asks again, and again after growing pauses for as
 * long as it keeps failing. One try on the 'online' event is not enough: the event can come
 * before the network carries anything (a radio still attaching, the service worker's connection
 * still offline). And TanStack's online state, which starts "online", never saw a device that
 * started offline come back, so it would not ask by itself.
 */
export function useAskAgainOnline({
  isError,
  errorUpdateCount,
  isFetching,
  refetch,
}: FailedQuery): void {
  const online = useOnlineStatus();
  useEffect(() => {
    if (!isError || !online || isFetching) return;
    // Never started over: on a slow network, a try cut off at the pause would never answer.
    const again = () => void refetch({ cancelRefetch: false });
    const timer = setTimeout(again, pauseAfter(errorUpdateCount));
    return () => clearTimeout(timer);
  }, [isError, online, isFetching, errorUpdateCount, refetch]);
}
