import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, ok } from "../../../../tests/helpers/client/fake-api";
import { outboxStore } from "../../../platform/outbox/store";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import {
  installEditApi,
  LAZY,
  type PutAnswer,
} from "../../../../tests/helpers/client/menu-edit-fixtures";

const at = "2026-01-01T00:00:00Z";
const SAVED = [
  {
    id: 11,
    name: "Naver",
    url: "https://www.naver.com/",
    priority: 1,
    createdAt: at,
    updatedAt: at,
  },
  { id: 12, name: "Wiki", url: "https://wiki.example/", priority: 2, createdAt: at, updatedAt: at },
  { id: 13, name: "News", url: "https://news.example/", priority: 3, createdAt: at, updatedAt: at },
];
const okSaved: PutAnswer = () => ok(SAVED);

async function openEditor(putAnswers: PutAnswer[] = [okSaved]) {
  const api = await installEditApi({ "/api/favorite": SAVED }, putAnswers);
  const app = await renderApp("/edit/favorite", { locale: "en" });
  const list = await screen.findByRole("list", { name: "Order of favorites" }, LAZY);
  const names = () =>
    within(list)
      .getAllByRole("listitem")
      .map((row) => row.firstChild?.nextSibling?.textContent);
  const done = () => screen.getByRole("button", { name: /^(Done|Saving…)$/ });
  return { ...api, ...app, list, names, done };
}

/** Picks a row up by its handle and moves it up `steps` places with the keyboard. */
async function moveUp(name: string, steps: number) {
  screen.getByRole("button", { name: `Move ${name}` }).focus();
  await userEvent.keyboard(" ");
  for (let step = 0; step < steps; step += 1) await userEvent.keyboard("{ArrowUp}");
  await userEvent.keyboard(" ");
}

describe("favorite edit page", { timeout: 30_000 }, () => {
  it("saves the display order as priority 1..n without dates, then returns to Favorite", async () => {
    const { puts, names, done, router } = await openEditor();
    await moveUp("News", 2);
    expect(names()).toEqual(["News", "Naver", "Wiki"]);
    await userEvent.click(done());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual([
      { id: 13, name: "News", url: "https://news.example/", priority: 1 },
      { id: 11, name: "Naver", url: "https://www.naver.com/", priority: 2 },
      { id: 12, name: "Wiki", url: "https://wiki.example/", priority: 3 },
    ]);
    expect(puts()[0]?.headers.get("Idempotency-Key")).toMatch(/^[\w-]{16,}$/);
    // The tooltip follows the answer, which a busy machine may deliver a little after the PUT.
    expect(await screen.findByText("Editing is done.")).toBeInTheDocument();
    // The tooltip shows 1.5 s, then Main opens on the Favorite tab.
    expect(router.state.location.pathname).toBe("/edit/favorite");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });
    expect(router.state.location.search).toEqual({ menuId: 2 });
  });

  it("adds through the popup; deleting an unsaved item sends nothing, a saved one its deleteFlag", async () => {
    const { puts, names, done } = await openEditor();
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    const popup = screen.getByRole("dialog", { name: "Add to Favorites" });
    await userEvent.type(within(popup).getByLabelText("Name (within 17 characters)"), "Draft");
    await userEvent.type(within(popup).getByLabelText("URL"), "https://draft.example/");
    await userEvent.click(within(popup).getByRole("button", { name: "OK" }));
    expect(names()).toEqual(["Naver", "Wiki", "News", "Draft"]);

    for (const name of ["Draft", "News"]) {
      await userEvent.click(screen.getByRole("button", { name: `Delete ${name}` }));
      const confirm = screen.getByRole("dialog", { name: `Delete ${name}` });
      expect(confirm).toHaveTextContent(
        "Are you sure you want to delete? Deleted items cannot be recovered.",
      );
      await userEvent.click(within(confirm).getByRole("button", { name: "Complete" }));
    }
    expect(names()).toEqual(["Naver", "Wiki"]);
    await userEvent.click(done());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual([
      { id: 11, name: "Naver", url: "https://www.naver.com/", priority: 1 },
      { id: 12, name: "Wiki", url: "https://wiki.example/", priority: 2 },
      { id: 13, name: "News", url: "https://news.example/", priority: 3, deleteFlag: true },
    ]);
  });

  it("a failed save alerts, keeps the edits, and Done retries with the same key", async () => {
    const refused = () => fail(409, "CONFLICT", "The list changed on the server.");
    const { puts, names, done, router } = await openEditor([refused, okSaved]);
    await moveUp("Wiki", 1);
    await userEvent.click(done());
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent("The list changed on the server.");
    await userEvent.click(within(alert).getByRole("button", { name: "OK" }));
    expect(names()).toEqual(["Wiki", "Naver", "News"]);
    expect(router.state.location.pathname).toBe("/edit/favorite");

    await userEvent.click(done());
    await waitFor(() => expect(puts()).toHaveLength(2));
    const [first, retry] = puts();
    expect(retry?.body).toEqual(first?.body);
    expect(retry?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
    expect(await screen.findByText("Editing is done.")).toBeInTheDocument();
  });

  it("a changed list after a failure gets a new Idempotency-Key", async () => {
    const refused = () => fail(400, "VALIDATION_ERROR", "Check the text.");
    const { puts, done } = await openEditor([refused, okSaved]);
    await userEvent.click(done());
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button"));
    await moveUp("News", 1);
    await userEvent.click(done());
    await waitFor(() => expect(puts()).toHaveLength(2));
    const [first, second] = puts();
    expect(second?.headers.get("Idempotency-Key")).not.toBe(first?.headers.get("Idempotency-Key"));
  });

  it("five rapid taps on Done send exactly one request", async () => {
    let answer: (response: Response) => void = () => undefined;
    const slow: PutAnswer = () => new Promise((resolve) => (answer = resolve));
    const { puts, done } = await openEditor([slow]);
    const button = done();
    act(() => {
      for (let tap = 0; tap < 5; tap += 1) fireEvent.click(button);
    });
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(button).toHaveAttribute("aria-busy", "true");
    await act(async () => answer(ok(SAVED)));
    await screen.findByText("Editing is done.");
    fireEvent.click(button);
    expect(puts()).toHaveLength(1);
  });

  it("offline, Done keeps the edit in the outbox, says so and Main shows the new order", async () => {
    const offline: PutAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
    const { names, done, router } = await openEditor([offline]);
    await moveUp("News", 2);
    expect(names()).toEqual(["News", "Naver", "Wiki"]);
    await userEvent.click(done());
    expect(
      await screen.findByText(
        "Your changes are kept on this device. They will be sent when you are online.",
      ),
    ).toBeInTheDocument();
    const [entry] = await outboxStore().list();
    expect(entry).toMatchObject({ list: "favorite", state: "pending", owner: "demo@1" });
    expect((entry?.body as { name: string }[]).map((item) => item.name)).toEqual([
      "News",
      "Naver",
      "Wiki",
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });
    await outboxStore().clear();
  });

  it("a second offline edit builds on the first, which waits in the outbox: none is lost", async () => {
    // The server is unreachable; its reads answer the old list, as the worker's cache would.
    const offline: PutAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
    const { names, done, router, queryClient } = await openEditor([offline]);
    await userEvent.click(screen.getByRole("button", { name: "Delete News" }));
    const confirm = screen.getByRole("dialog", { name: "Delete News" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Complete" }));
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    const popup = screen.getByRole("dialog", { name: "Add to Favorites" });
    await userEvent.type(within(popup).getByLabelText("Name (within 17 characters)"), "Draft");
    await userEvent.type(within(popup).getByLabelText("URL"), "https://draft.example/");
    await userEvent.click(within(popup).getByRole("button", { name: "OK" }));
    await moveUp("Wiki", 1);
    expect(names()).toEqual(["Wiki", "Naver", "Draft"]);
    await userEvent.click(done());
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });

    // Main, once its list is read again, and the edit page show the pending edit.
    await queryClient.refetchQueries({ queryKey: ["favorite"] });
    const shown = queryClient.getQueryData<{ name: string }[]>(["favorite"]);
    expect(shown?.map((item) => item.name)).toEqual(["Wiki", "Naver", "Draft"]);
    await router.navigate({ to: "/edit/favorite" });
    await waitFor(() => expect(names()).toEqual(["Wiki", "Naver", "Draft"]), LAZY);
    await moveUp("Naver", 1);
    await userEvent.click(done());
    await screen.findByText(
      "Your changes are kept on this device. They will be sent when you are online.",
    );

    const entries = await outboxStore().list();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.state).toBe("pending");
    expect(entries[0]?.body).toEqual([
      { id: 11, name: "Naver", url: "https://www.naver.com/", priority: 1 },
      { id: 12, name: "Wiki", url: "https://wiki.example/", priority: 2 },
      // still an addition, and the first edit's deletion is carried over
      { name: "Draft", url: "https://draft.example/", priority: 3 },
      { id: 13, name: "News", url: "https://news.example/", priority: 3, deleteFlag: true },
    ]);
    await outboxStore().clear();
  });

  it("an empty list shows the hint with an add-favorite link", async () => {
    await installEditApi({ "/api/favorite": [] }, [okSaved]);
    await renderApp("/edit/favorite", { locale: "en" });
    expect(await screen.findByText("You have no favorites yet.", {}, LAZY)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add a favorite" }));
    expect(screen.getByRole("dialog", { name: "Add to Favorites" })).toBeInTheDocument();
  });
});
