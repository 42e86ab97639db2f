import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tokenStore } from "../../lib/token-store";
import { newEntry, type OutboxEntry } from "./entry";
import { readWithPendingEdit } from "./pending-list";
import { outboxStore } from "./store";
import { unsignedToken } from "../../../tests/helpers/tokens";

const SERVER = ["old"];
const shown = (body: unknown) => (body as { name: string }[]).map((item) => item.name);
const load = async () => SERVER;

const entry = (owner: string, names: string[], extra: Partial<OutboxEntry> = {}) => ({
  ...newEntry(
    {
      list: "favorite",
      owner,
      path: "/favorite",
      body: names.map((name) => ({ name })),
      queryKey: ["favorite"],
    },
    1,
  ),
  ...extra,
});

// Emptied first as well: IndexedDB is shared by the files of a worker, and an earlier file's
// pending "menu:WORK" edit of demo@1 made the second check below fail.
beforeEach(async () => {
  await outboxStore().clear();
  await tokenStore.set({ access: unsignedToken({ accountId: "demo", companyId: 1 }) });
});
afterEach(async () => {
  await outboxStore().clear();
  await tokenStore.clear();
});

describe("reading a list with an edit in the outbox", () => {
  it("shows the caller's pending edit instead of the server's or the cache's answer", async () => {
    await outboxStore().put(entry("demo@1", ["new", "old"]));
    expect(await readWithPendingEdit("favorite", shown, load)).toEqual(["new", "old"]);
    // Another list of the same user is read from the server.
    expect(await readWithPendingEdit("menu:WORK", shown, load)).toEqual(SERVER);
  });

  it("ignores the pending edits of another account or company, and refused ones", async () => {
    await outboxStore().put(entry("demo@2", ["other company"]));
    await outboxStore().put({ ...entry("other@1", ["other account"]), list: "menu:WORK" });
    expect(await readWithPendingEdit("favorite", shown, load)).toEqual(SERVER);
    expect(await readWithPendingEdit("menu:WORK", shown, load)).toEqual(SERVER);

    await outboxStore().put(entry("demo@1", ["refused"], { state: "failed" }));
    expect(await readWithPendingEdit("favorite", shown, load)).toEqual(SERVER);
  });

  it("lets an edit queued while the request ran win over its answer", async () => {
    const slowLoad = async () => {
      await outboxStore().put(entry("demo@1", ["queued meanwhile"]));
      return SERVER;
    };
    expect(await readWithPendingEdit("favorite", shown, slowLoad)).toEqual(["queued meanwhile"]);
  });

  it("goes back to the server's list once the edit is sent or discarded", async () => {
    const pending = entry("demo@1", ["new"]);
    await outboxStore().put(pending);
    await outboxStore().remove(pending);
    expect(await readWithPendingEdit("favorite", shown, load)).toEqual(SERVER);
  });
});

describe("reading a list on a cold start", () => {
  it("asks the server before the outbox is read", async () => {
    let asked = false;
    const read = readWithPendingEdit("favorite", shown, async () => {
      asked = true;
      return SERVER;
    });
    expect(asked).toBe(true); // no IndexedDB read in front of the request
    expect(await read).toEqual(SERVER);
  });

  it("shows a pending edit even when the request never answers (offline)", async () => {
    await outboxStore().put(entry("demo@1", ["new"]));
    const never = () => new Promise<string[]>(() => {});
    expect(await readWithPendingEdit("favorite", shown, never)).toEqual(["new"]);
  });

  it("reports a failed request when no edit waits", async () => {
    const failing = () => Promise.reject(new Error("503"));
    await expect(readWithPendingEdit("favorite", shown, failing)).rejects.toThrow("503");
  });
});
