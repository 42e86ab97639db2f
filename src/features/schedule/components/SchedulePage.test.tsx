import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import {
  fail,
  installFakeApi,
  ok,
  type FakeRequest,
} from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";

const USER = { name: "홍길동", accountId: "demo", companyId: 1, companyList: [] };
let events: (request: FakeRequest) => Response;
let api: ReturnType<typeof installFakeApi>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 3, 9, 30));
  events = () => ok([]);
  api = installFakeApi((r) => {
    if (r.path === "/api/user") return ok(USER);
    if (r.path === "/api/internal/eventHoliday") return events(r);
  });
  await tokenStore.set({ access: "access", refresh: "refresh" });
});
afterEach(async () => {
  await tokenStore.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const eventCalls = () => api.calls.filter((c) => c.path === "/api/internal/eventHoliday");

describe("/schedule", () => {
  it("offers this month back to January two years earlier, newest first, this month selected", async () => {
    await renderApp("/schedule");
    const select = await screen.findByRole("combobox", { name: "월 선택" });
    const options = within(select).getAllByRole("option") as HTMLOptionElement[];
    expect(options).toHaveLength(35);
    expect(options[0]).toHaveValue("2026-11");
    expect(options[0]).toHaveTextContent("2026년 11월");
    expect(options.at(-1)).toHaveValue("2024-01");
    expect(select).toHaveValue("2026-11");
    await waitFor(() => expect(eventCalls()).toHaveLength(1));
    expect(Object.fromEntries(eventCalls()[0]!.query)).toEqual({
      workYear: "2026",
      workMonth: "11",
    });
  });

  it.each([
    ["January", new Date(2026, 0, 15, 9), 25, "2026-01", "2026년 1월"],
    ["December", new Date(2026, 11, 10, 9), 36, "2026-12", "2026년 12월"],
  ])("on a %s date the list runs from that month to January two years earlier", async (...args) => {
    const [, today, count, first, label] = args;
    vi.setSystemTime(today);
    await renderApp("/schedule");
    const select = await screen.findByRole("combobox", { name: "월 선택" });
    const options = within(select).getAllByRole("option") as HTMLOptionElement[];
    expect(options).toHaveLength(count);
    expect(options[0]).toHaveValue(first);
    expect(options[0]).toHaveTextContent(label);
    expect(options.at(-1)).toHaveValue("2024-01");
    expect(select).toHaveValue(first);
  });

  it("lists date with weekday and title, tells holidays from events and highlights today", async () => {
    events = () =>
      ok([
        { day: "11-2026-17", title: "창립기념 행사", type: "EVENT" },
        { day: "11-2026-03", title: "임시공휴일", type: "HOLIDAY" },
      ]);
    await renderApp("/schedule");
    const list = await screen.findByRole("list");
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute("aria-current", "date");
    expect(rows[0]).toHaveTextContent("11월 3일 (화)");
    expect(rows[0]).toHaveTextContent("휴일");
    expect(rows[0]).toHaveTextContent("임시공휴일");
    expect(rows[0]).toHaveTextContent("오늘");
    expect(rows[0]!.querySelector("time")).toHaveAttribute("dateTime", "2026-11-03");
    expect(rows[1]).not.toHaveAttribute("aria-current");
    expect(rows[1]).toHaveTextContent("행사");
    expect(rows[1]).toHaveTextContent("창립기념 행사");
  });

  it("shows the no-events message for an empty month", async () => {
    await renderApp("/schedule");
    expect(await screen.findByText("이 달에는 일정이 없습니다.")).toBeVisible();
  });

  it("only logs a load failure and shows the empty state (no alert)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    events = () => fail(403, "FORBIDDEN", "권한이 없습니다.");
    await renderApp("/schedule");
    expect(await screen.findByText("이 달에는 일정이 없습니다.")).toBeVisible();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("loads another month when it is selected and keeps it in the address", async () => {
    const { router } = await renderApp("/schedule");
    const select = await screen.findByRole("combobox", { name: "월 선택" });
    await userEvent.selectOptions(select, "2025-02");
    await waitFor(() => expect(router.state.location.search).toEqual({ month: "2025-02" }));
    await waitFor(() =>
      expect(
        eventCalls().some(
          (c) => c.query.get("workYear") === "2025" && c.query.get("workMonth") === "2",
        ),
      ).toBe(true),
    );
    expect(screen.getByRole("heading", { level: 2, name: "2025년 2월" })).toBeVisible();
  });

  it("labels months in the active locale", async () => {
    await renderApp("/schedule?month=2024-01", { locale: "en" });
    const select = await screen.findByRole("combobox", { name: "Month" });
    expect(select).toHaveValue("2024-01");
    expect(within(select).getAllByRole("option")[0]).toHaveTextContent("November 2026");
    expect(await screen.findByText("No events or holidays this month.")).toBeVisible();
  });
});

describe("/schedule month navigation (issue 15)", () => {
  const heading = () => screen.findByRole("heading", { level: 2 });

  it("previous and next month, and This month back; no later month than this one", async () => {
    const { router } = await renderApp("/schedule", { locale: "en" });
    expect(await heading()).toHaveTextContent("November 2026");
    expect(screen.getByRole("button", { name: "Next month" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "This month" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ month: "2026-10" }));
    expect(await heading()).toHaveTextContent("October 2026");
    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ month: "2026-09" }));
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ month: "2026-10" }));
    await userEvent.click(screen.getByRole("button", { name: "This month" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ month: "2026-11" }));
  });

  it("the first month of the range has no previous month", async () => {
    await renderApp("/schedule?month=2024-01", { locale: "en" });
    expect(await heading()).toHaveTextContent("January 2024");
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
  });

  it("a swipe to the right opens the previous month; a vertical move does not", async () => {
    const { router } = await renderApp("/schedule", { locale: "en" });
    const section = (await heading()).closest("section")!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(section, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(section, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([100, 300], [110, 500]);
    expect(router.state.location.search).toEqual({});
    swipe([100, 300], [260, 310]);
    await waitFor(() => expect(router.state.location.search).toEqual({ month: "2026-10" }));
  });
});
