import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAskAgainOnline } from "./use-ask-again-online";

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

describe("useAskAgainOnline", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("waits while offline, asks once the device is online, and again later while it fails", () => {
    setOnline(false);
    const refetch = vi.fn();
    const { rerender } = renderHook(
      (failures: number) =>
        useAskAgainOnline({
          isError: failures > 0,
          errorUpdateCount: failures,
          isFetching: false,
          refetch,
        }),
      { initialProps: 1 },
    );
    act(() => void vi.advanceTimersByTime(60_000));
    expect(refetch).not.toHaveBeenCalled();

    setOnline(true);
    act(() => void vi.advanceTimersByTime(500));
    expect(refetch).toHaveBeenCalledTimes(1);

    rerender(2); // that try failed too: the next waits longer
    act(() => void vi.advanceTimersByTime(999));
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(2);

    rerender(0); // loaded: no more tries
    act(() => void vi.advanceTimersByTime(60_000));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it("never waits more than 30 s between tries", () => {
    setOnline(true);
    const refetch = vi.fn();
    renderHook(() =>
      useAskAgainOnline({ isError: true, errorUpdateCount: 40, isFetching: false, refetch }),
    );
    act(() => void vi.advanceTimersByTime(30_000));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith({ cancelRefetch: false });
  });

  it("leaves a try already on its way alone, and asks again only once it failed", () => {
    setOnline(true);
    const refetch = vi.fn();
    const { rerender } = renderHook(
      ({ failures, fetching }: { failures: number; fetching: boolean }) =>
        useAskAgainOnline({
          isError: true,
          errorUpdateCount: failures,
          isFetching: fetching,
          refetch,
        }),
      { initialProps: { failures: 1, fetching: true } }, // the offline layer's try, on a slow network
    );
    act(() => void vi.advanceTimersByTime(10_000));
    expect(refetch).not.toHaveBeenCalled();
    rerender({ failures: 2, fetching: false });
    act(() => void vi.advanceTimersByTime(1000));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
