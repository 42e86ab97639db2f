import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import { installFakeApi, ok } from "../../../../tests/helpers/client/fake-api";
import { EDIT_USER, LAZY } from "../../../../tests/helpers/client/menu-edit-fixtures";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import { unsignedToken } from "../../../../tests/helpers/tokens";
import { BILLBOARD_HIDE_KEY, NOTICE_POPUP_HIDE_KEY } from "../../billboard";

const SEEN_PREFIX = "gp.schedule.seenAt:";

// The previous login is 2026-11-20T00:00:00Z.
const USER = EDIT_USER;
const NEW_ENTRY = "2026-11-21T00:00:00.000Z";
const OLD_ENTRY = "2026-11-19T00:00:00.000Z";

let latest: string | null;
let calls: { path: string }[];
let billboardUpdatedAt: string;

const signIn = (accountId: string) =>
  tokenStore.set({
    access: unsignedToken({ accountId, companyId: USER.companyId }),
    refresh: "test-refresh",
  });

beforeEach(async () => {
  localStorage.setItem(BILLBOARD_HIDE_KEY, String(Date.now() + 3_600_000));
  localStorage.setItem(NOTICE_POPUP_HIDE_KEY, String(Date.now() + 3_600_000));
  latest = NEW_ENTRY;
  billboardUpdatedAt = OLD_ENTRY;
  ({ calls } = installFakeApi((request) => {
    const data: Record<string, unknown> = {
      "/api/user": USER,
      "/api/internal/eventHoliday/latest": { latestCreatedAt: latest },
      "/api/internal/eventHoliday": [],
      "/api/banner/display": [
        { id: 1, title: "타운홀", titleSub: "", link: null, updatedAt: billboardUpdatedAt },
      ],
      "/api/menu/WORK": [],
      "/api/menu/OFFICE": [],
      "/api/favorite": [],
      "/api/board/popup": { enabled: false, items: [] },
    };
    const result = data[request.path];
    return result === undefined ? undefined : ok(result);
  }));
  await signIn(USER.accountId);
});

afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const seenRecorded = () =>
  waitFor(
    () =>
      expect(Object.keys(localStorage).filter((key) => key.startsWith(SEEN_PREFIX))).toHaveLength(
        1,
      ),
    LAZY,
  );

const newBadge = () => screen.findByRole("link", { name: "Schedule (new entries)" }, LAZY);
const plainCalendar = () => screen.findByRole("link", { name: "Schedule" }, LAZY);

describe("the calendar's NEW badge follows the schedule", { timeout: 20_000 }, () => {
  it("shows for an entry added since the previous login", async () => {
    await renderApp("/", { locale: "en" });
    expect(await newBadge()).toHaveTextContent("NEW");
  });

  it("not for a newer billboard when the schedule has nothing new", async () => {
    latest = OLD_ENTRY;
    billboardUpdatedAt = NEW_ENTRY;
    await renderApp("/", { locale: "en" });
    // Both the billboards and the schedule's newest entry have been asked for and answered.
    await waitFor(() => {
      const paths = calls.map((call) => call.path);
      expect(paths).toContain("/api/banner/display");
      expect(paths).toContain("/api/internal/eventHoliday/latest");
    }, LAZY);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText("NEW")).toBeNull();
    expect(await plainCalendar()).toHaveAttribute("href", "/schedule");
  });

  it("opening the schedule clears it; back on home it stays gone", async () => {
    const { router } = await renderApp("/", { locale: "en" });
    await userEvent.click(await newBadge());
    await waitFor(() => expect(router.state.location.pathname).toBe("/schedule"));
    await screen.findByRole("heading", { level: 1 }, LAZY);
    await seenRecorded();
    await router.navigate({ to: "/" });
    expect(await plainCalendar()).toBeInTheDocument();
    expect(screen.queryByText("NEW")).toBeNull();
  });

  it("one account's visit does not clear another account's badge on the same device", async () => {
    const first = await renderApp("/schedule", { locale: "en" });
    await seenRecorded();
    first.unmount();

    await signIn("someone-else");
    await renderApp("/", { locale: "en" });
    expect(await newBadge()).toHaveTextContent("NEW");
  });
});
