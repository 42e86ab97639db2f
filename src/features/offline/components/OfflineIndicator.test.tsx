import { QueryClient, useQuery } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import { api } from "../../../lib/api-client";
import { WORKER_CACHE_HEADER } from "../../../lib/server-reachability";
import { OfflineIndicator } from "./OfflineIndicator";

const OFFLINE = "You're offline.";
const NOTHING_SAVED = "You're offline. Nothing of this screen is saved on this device.";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

/** One request of the app's API client, answered by `answer` (an Error: no answer at all). */
async function request(answer: Response | Error) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  await act(() => api("/user").catch(() => undefined));
}

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status, code: "X", message: "", result: null }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

/** A client holding the signed-in user, received at `receivedAt` (the header's data). */
function withUserReceivedAt(receivedAt: Date): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["user"], { name: "홍길동" }, { updatedAt: receivedAt.getTime() });
  return queryClient;
}

/** A query never stored whose request fails at once, as offline. */
const failingOffline = (queryKey: unknown[]) => ({
  queryKey,
  queryFn: () => Promise.reject(new TypeError("Failed to fetch")),
  retry: false,
  networkMode: "offlineFirst" as const,
});

afterEach(async () => {
  await request(answer(200)); // the next test starts with a reachable server
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("offline indicator", () => {
  it("says so while the device is offline, in a live region that is always there", async () => {
    await renderUi(<OfflineIndicator />);
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();

    goOffline(true);
    expect(region).toHaveTextContent(OFFLINE);

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });

  it("also while the server does not answer, until it answers again", async () => {
    await renderUi(<OfflineIndicator />);
    const region = screen.getByRole("status");

    await request(new TypeError("Failed to fetch"));
    expect(navigator.onLine).toBe(true);
    expect(region).toHaveTextContent(OFFLINE);
    // An answer the service worker took from its cache says nothing about the server.
    await request(answer(200, { [WORKER_CACHE_HEADER]: "1" }));
    expect(region).toHaveTextContent(OFFLINE);
    // A refusal is an answer too: the server is there.
    await request(answer(403));
    expect(region).toBeEmptyDOMElement();

    await request(new TypeError("Failed to fetch"));
    expect(region).toHaveTextContent(OFFLINE);
    goOffline(false); // the browser's "online" event
    expect(region).toBeEmptyDOMElement();
  });

  it("says what the screen shows: the time its data was received, or that none is saved", async () => {
    const queryClient = withUserReceivedAt(new Date(2026, 10, 25, 9, 5));
    function Screen({ shows }: { shows: boolean }) {
      useQuery({ queryKey: shows ? ["user"] : ["other"], queryFn: () => new Promise(() => {}) });
      return <OfflineIndicator />;
    }
    const { rerender } = await renderUi(<Screen shows={false} />, { queryClient });
    goOffline(true);
    const region = screen.getByRole("status");
    expect(region).toHaveTextContent(NOTHING_SAVED);
    rerender(<Screen shows />);
    expect(region).toHaveTextContent(
      "You're offline. Showing what was received on Nov 25, 09:05 AM.",
    );
    goOffline(false);
  });

  it("says that a part of the screen is not saved when one of its lists failed with nothing", async () => {
    const queryClient = withUserReceivedAt(new Date(2026, 10, 25, 9, 5));
    // The header's user is stored; the chart, opened offline for the first time, is not.
    function Chart() {
      useQuery({ queryKey: ["user"], queryFn: () => new Promise(() => {}) });
      useQuery(failingOffline(["chart"]));
      return <OfflineIndicator />;
    }
    await renderUi(<Chart />, { queryClient });
    goOffline(true);
    const region = screen.getByRole("status");
    await vi.waitFor(() =>
      expect(region).toHaveTextContent(
        "You're offline. Showing what was received on Nov 25, 09:05 AM; part of this screen is not saved on this device.",
      ),
    );
    goOffline(false);
  });

  it("does not count a failed check that the screen does not show (the admin rights)", async () => {
    const queryClient = withUserReceivedAt(new Date(2026, 10, 25, 9, 5));
    function MyPage() {
      useQuery({ queryKey: ["user"], queryFn: () => new Promise(() => {}) });
      const rights = useQuery({
        ...failingOffline(["admin", "access", 1]),
        meta: { shown: false },
      });
      return rights.isError ? <OfflineIndicator /> : null;
    }
    await renderUi(<MyPage />, { queryClient });
    goOffline(true);
    const region = await screen.findByRole("status");
    expect(region).toHaveTextContent(
      "You're offline. Showing what was received on Nov 25, 09:05 AM.",
    );
    expect(region).not.toHaveTextContent("part of this screen");
    goOffline(false);
  });
});
