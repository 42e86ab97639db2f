import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refetchFailedOnReconnect } from "./refetch-on-reconnect";

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** A query on screen (an observer), whose answers the test hands out one by one. */
function screenQuery(client: QueryClient, key: string, answers: (() => Promise<string>)[]) {
  const queryFn = vi.fn(() => answers.shift()!());
  const observer = new QueryObserver(client, { queryKey: [key], queryFn, retry: false });
  const unsubscribe = observer.subscribe(() => undefined);
  return { queryFn, observer, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const fail = () => Promise.reject(new Error("offline"));

describe("refetchFailedOnReconnect", () => {
  it("asks again, at the 'online' event, for the failed queries on screen and only those", async () => {
    const client = new QueryClient();
    clients.push(client);
    const stop = refetchFailedOnReconnect(client);
    const failed = screenQuery(client, "schedule", [fail, async () => "month"]);
    const loaded = screenQuery(client, "menu", [async () => "list", async () => "again"]);
    const gone = screenQuery(client, "left", [fail, async () => "never"]);
    await settle();
    gone.unsubscribe(); // a screen the user left: nothing asks for it
    expect(failed.observer.getCurrentResult().isError).toBe(true);

    window.dispatchEvent(new Event("online"));
    await settle();
    expect(failed.observer.getCurrentResult().data).toBe("month");
    expect(loaded.queryFn).toHaveBeenCalledTimes(1);
    expect(gone.queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it("lets a try already on its way finish instead of starting it over", async () => {
    const client = new QueryClient();
    clients.push(client);
    const stop = refetchFailedOnReconnect(client);
    let answer!: (value: string) => void;
    const slow = () => new Promise<string>((resolve) => (answer = resolve));
    // Shown before, then a refresh failed: the stored tree stays on screen, the query has failed.
    const query = screenQuery(client, "chart", [async () => "old", fail, slow, async () => "2nd"]);
    await settle();
    await query.observer.refetch();
    expect(query.observer.getCurrentResult()).toMatchObject({ isError: true, data: "old" });
    void query.observer.refetch(); // the screen's own try, still on its way at the event
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(query.queryFn).toHaveBeenCalledTimes(3);
    answer("tree");
    await settle();
    expect(query.observer.getCurrentResult().data).toBe("tree");
    stop();
    window.dispatchEvent(new Event("online"));
    expect(query.queryFn).toHaveBeenCalledTimes(3); // stopped: no longer listening
  });
});
