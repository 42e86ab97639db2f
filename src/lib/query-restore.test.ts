import { QueryClient, dehydrate } from "@tanstack/react-query";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { describe, expect, it } from "vitest";
import { createPersistOptions } from "./query-persist";
import { restoreAndPersist } from "./query-restore";

const IDENTITY = { accountId: "demo", companyId: 1 };
const POINTS = ["mypage", "points"];

/** What an earlier start stored: My page's points, seen online then. */
function storedCache(): PersistedClient {
  const earlier = new QueryClient();
  earlier.setQueryData(POINTS, { basic: 1_200_000 });
  return {
    timestamp: Date.now(),
    buster: createPersistOptions(IDENTITY).buster!,
    clientState: dehydrate(earlier),
  };
}

/** A store that answers its read only when `answer` is called, and records every save. */
function slowStore() {
  let answer!: (client: PersistedClient) => void;
  const read = new Promise<PersistedClient>((resolve) => (answer = resolve));
  const saves: PersistedClient[] = [];
  let forgotten = 0;
  const persister = {
    restoreClient: () => read,
    persistClient: (client: PersistedClient) => void saves.push(client),
    removeClient: () => undefined,
    forgotten: () => forgotten,
  };
  /** What a logout or company switch does to the store (clearPersistedQueries). */
  const forget = () => (forgotten += 1);
  return { persister, saves, answer, forget };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
};
const savedKeys = (client: PersistedClient | undefined) =>
  client?.clientState.queries.map((q) => JSON.stringify(q.queryKey)).sort();

/** A start whose store answers only after restoreAndPersist gave up waiting (20 ms). */
async function startPastTheLimit() {
  const store = slowStore();
  const queryClient = new QueryClient();
  const stop = await restoreAndPersist(queryClient, IDENTITY, {
    persister: store.persister,
    timeoutMs: 20,
  });
  return { store, queryClient, stop };
}

describe("restoreAndPersist with a store slower than the restore's time limit", () => {
  it("does not save over the store before reading it, and adds what it read once it comes", async () => {
    const { store, queryClient, stop } = await startPastTheLimit();
    // The first screen's own data, fetched while the store has not answered yet.
    queryClient.setQueryData(["user"], { name: "홍길동" });
    await new Promise((r) => setTimeout(r, 30));
    expect(store.saves).toEqual([]); // a save now would keep the name and lose the points

    store.answer(storedCache());
    await until(() => store.saves.length > 0);
    expect(queryClient.getQueryData(POINTS)).toEqual({ basic: 1_200_000 });
    expect(savedKeys(store.saves.at(-1))).toEqual(['["mypage","points"]', '["user"]']);
    stop();
  });

  it("keeps newer data of this start over what the store holds", async () => {
    const { store, queryClient, stop } = await startPastTheLimit();
    const stored = storedCache();
    await new Promise((r) => setTimeout(r, 5)); // fetched after the stored copy was made
    queryClient.setQueryData(POINTS, { basic: 1_300_000 });
    store.answer(stored);
    await until(() => store.saves.length > 0);
    expect(queryClient.getQueryData(POINTS)).toEqual({ basic: 1_300_000 });
    stop();
  });
});

describe("a late restore after the session ended", () => {
  it("brings nothing of the old session back, and saves only what the new one has", async () => {
    const { store, queryClient, stop } = await startPastTheLimit();
    store.forget(); // a logout, then the next person's login
    queryClient.clear();
    queryClient.setQueryData(["user"], { name: "김영희" });
    store.answer(storedCache());
    await until(() => store.saves.length > 0);
    expect(queryClient.getQueryData(POINTS)).toBeUndefined();
    expect(savedKeys(store.saves.at(-1))).toEqual(['["user"]']);
    stop();
  });
});
