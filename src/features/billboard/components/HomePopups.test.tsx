import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import { useBlockingDialog } from "../../../lib/blocking-dialog";
import { tokenStore } from "../../../lib/token-store";
import { installFakeApi, ok } from "../../../../tests/helpers/client/fake-api";
import type { Billboard } from "../api";
import { BILLBOARD_HIDE_KEY, NOTICE_POPUP_HIDE_KEY } from "../hide-today";
import HomePopups from "./HomePopups";

const billboard = (id: number, over: Partial<Billboard> = {}): Billboard => ({
  id,
  title: `Billboard ${id}`,
  titleSub: `Subtitle ${id}`,
  link: null,
  updatedAt: "2026-11-20T00:00:00Z",
  ...over,
});

const BILLBOARDS = [
  billboard(1, { link: "https://security.example/campaign" }),
  billboard(2, { link: "http://plain.example/" }),
  billboard(3, { link: "javascript:alert(1)" }),
  billboard(4),
  billboard(5),
  billboard(6),
];

let popup: { enabled: boolean; items: { postId: number; title: string; createdAt: string }[] };

beforeEach(async () => {
  localStorage.clear();
  await tokenStore.set({ access: "access" });
  popup = {
    enabled: true,
    items: [
      {
        postId: 16,
        title:
          "&lt;b&gt;[긴급]&lt;/b&gt; 보안 패치 &amp; &quot;필독&quot; &lt;img src=x onerror=alert(1)&gt;",
        createdAt: "2026-11-20T09:00:00Z",
      },
      { postId: 17, title: "통근버스 노선 변경", createdAt: "2026-11-19T09:00:00Z" },
    ],
  };
  installFakeApi((request) => (request.path === "/api/board/popup" ? ok(popup) : undefined));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  await tokenStore.clear();
});

const renderPopups = (billboards: Billboard[] | undefined = BILLBOARDS) =>
  renderUi(<HomePopups billboards={billboards} billboardsSettled />, { router: true });

describe("billboard popup", () => {
  it("opens on load with up to 5 billboards, each title and subtitle, https links only", async () => {
    await renderPopups();
    const dialog = await screen.findByRole("dialog", { name: "Announcements" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const items = within(dialog).getAllByRole("heading", { level: 3 });
    expect(items.map((item) => item.textContent)).toEqual([
      "Billboard 1",
      "Billboard 2",
      "Billboard 3",
      "Billboard 4",
      "Billboard 5",
    ]);
    expect(dialog).toHaveTextContent("Subtitle 1");
    const links = within(dialog).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://security.example/campaign");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    expect(links[0]).toHaveAttribute("target", "_blank");
  });

  it("'do not show today' stores the next local midnight, unticking clears it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
    const user = userEvent.setup();
    await renderPopups();
    const checkbox = await screen.findByRole("checkbox", { name: "Don't show again today" });
    await user.click(checkbox);
    expect(localStorage.getItem(BILLBOARD_HIDE_KEY)).toBe(String(new Date(2026, 10, 22).getTime()));
    await user.click(checkbox);
    expect(localStorage.getItem(BILLBOARD_HIDE_KEY)).toBeNull();
  });

  it("waits while a must-acknowledge notice is open, and shows once it is answered", async () => {
    function Gate() {
      const [open, setOpen] = useState(true);
      useBlockingDialog(open);
      return open ? (
        <button type="button" onClick={() => setOpen(false)}>
          Read
        </button>
      ) : null;
    }
    const user = userEvent.setup();
    await renderUi(
      <>
        <Gate />
        <HomePopups billboards={BILLBOARDS} billboardsSettled />
      </>,
      { router: true },
    );
    const read = await screen.findByRole("button", { name: "Read" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog", { name: "Announcements" })).not.toBeInTheDocument();
    await user.click(read);
    expect(await screen.findByRole("dialog", { name: "Announcements" })).toBeInTheDocument();
  });

  it("confirm closes it; then the notice popup follows", async () => {
    const user = userEvent.setup();
    await renderPopups();
    await user.click(await screen.findByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog", { name: "Announcements" })).not.toBeInTheDocument();
    expect(await screen.findByRole("dialog", { name: "Notices" })).toBeInTheDocument();
  });

  it("Escape closes it too", async () => {
    const user = userEvent.setup();
    popup.enabled = false;
    await renderPopups();
    await screen.findByRole("dialog", { name: "Announcements" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("hidden until midnight: 23:59:59 hidden, 00:00:00 the next day shown", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    popup.enabled = false;
    vi.setSystemTime(new Date(2026, 10, 21, 9, 0));
    localStorage.setItem(BILLBOARD_HIDE_KEY, String(new Date(2026, 10, 22).getTime()));

    vi.setSystemTime(new Date(2026, 10, 21, 23, 59, 59));
    const first = await renderPopups();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    first.unmount();

    vi.setSystemTime(new Date(2026, 10, 22, 0, 0, 0));
    await renderPopups();
    expect(await screen.findByRole("dialog", { name: "Announcements" })).toBeInTheDocument();
  });

  it("no billboards: no billboard popup", async () => {
    popup.enabled = false;
    await renderPopups([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("billboard and notice popup in one sheet", () => {
  it("shows the billboards, then the notices in the same sheet (1/2, 2/2); the last closes it", async () => {
    const user = userEvent.setup();
    await renderPopups();
    const sheet = await screen.findByRole("dialog", { name: "Announcements" });
    await waitFor(() => expect(sheet).toHaveTextContent("1 of 2"));
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(within(sheet).getByText("1/2")).toBeInTheDocument();

    await user.click(within(sheet).getByRole("button", { name: "OK" }));
    // The same sheet, never a second modal: now the notices, focus back on the sheet.
    expect(screen.getAllByRole("dialog")).toEqual([sheet]);
    expect(sheet).toHaveAccessibleName("Notices");
    expect(within(sheet).getByText("2/2")).toBeInTheDocument();
    expect(sheet).toHaveTextContent("2 of 2");
    expect(within(sheet).getAllByRole("link")[0]).toHaveAttribute("href", "/noticeDetail/16");
    expect(sheet).toHaveFocus();

    await user.click(within(sheet).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("each step keeps its own 'today' checkbox and key", async () => {
    const user = userEvent.setup();
    await renderPopups();
    const sheet = await screen.findByRole("dialog", { name: "Announcements" });
    await waitFor(() => expect(sheet).toHaveTextContent("1 of 2"));
    await user.click(within(sheet).getByRole("checkbox", { name: "Don't show again today" }));
    expect(localStorage.getItem(BILLBOARD_HIDE_KEY)).not.toBeNull();
    await user.click(within(sheet).getByRole("button", { name: "OK" }));

    expect(sheet).toHaveAccessibleName("Notices");
    const checkbox = within(sheet).getByRole("checkbox", { name: "Don't show again today" });
    expect(checkbox).not.toBeChecked();
    expect(localStorage.getItem(NOTICE_POPUP_HIDE_KEY)).toBeNull();
    await user.click(checkbox);
    expect(Number(localStorage.getItem(NOTICE_POPUP_HIDE_KEY))).toBeGreaterThan(Date.now());
  });

  it("Escape closes the step shown; the next follows", async () => {
    const user = userEvent.setup();
    await renderPopups();
    const sheet = await screen.findByRole("dialog", { name: "Announcements" });
    await waitFor(() => expect(sheet).toHaveTextContent("1 of 2"));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Notices");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("the notices wait while the billboards load, then come second", async () => {
    function BillboardsLater() {
      const [billboards, setBillboards] = useState<Billboard[]>();
      useEffect(() => void setTimeout(() => setBillboards(BILLBOARDS), 150), []);
      return <HomePopups billboards={billboards} billboardsSettled={billboards !== undefined} />;
    }
    await renderUi(<BillboardsLater />, { router: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const sheet = await screen.findByRole("dialog", { name: "Announcements" });
    await waitFor(() => expect(sheet).toHaveTextContent("1 of 2"));
  });

  it("only one popup to show: no step count", async () => {
    popup.enabled = false;
    await renderPopups();
    const sheet = await screen.findByRole("dialog", { name: "Announcements" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(sheet).queryByText(/\d\/\d/)).not.toBeInTheDocument();
  });
});

describe("notice popup", () => {
  it("lists the notices, unescaping titles as text (never as HTML)", async () => {
    localStorage.setItem(BILLBOARD_HIDE_KEY, String(Date.now() + 60_000));
    const { container } = await renderPopups();
    const dialog = await screen.findByRole("dialog", { name: "Notices" });
    const first = within(dialog).getAllByRole("link")[0]!;
    expect(first).toHaveAttribute("href", "/noticeDetail/16");
    expect(first).toHaveTextContent(
      '<b>[긴급]</b> 보안 패치 & "필독" <img src=x onerror=alert(1)>',
    );
    expect(dialog.querySelector("b, img")).toBeNull();
    expect(container.ownerDocument.querySelector("img[src='x']")).toBeNull();
  });

  it("shows only when enabled and non-empty", async () => {
    localStorage.setItem(BILLBOARD_HIDE_KEY, String(Date.now() + 60_000));
    popup.enabled = false;
    const first = await renderPopups();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    first.unmount();

    popup = { enabled: true, items: [] };
    await renderPopups();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("has its own 'today' checkbox and key; confirm closes it", async () => {
    localStorage.setItem(BILLBOARD_HIDE_KEY, String(Date.now() + 60_000));
    const user = userEvent.setup();
    await renderPopups();
    const dialog = await screen.findByRole("dialog", { name: "Notices" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Don't show again today" }));
    expect(Number(localStorage.getItem(NOTICE_POPUP_HIDE_KEY))).toBeGreaterThan(Date.now());
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("is not requested while hidden for today", async () => {
    localStorage.setItem(BILLBOARD_HIDE_KEY, String(Date.now() + 60_000));
    localStorage.setItem(NOTICE_POPUP_HIDE_KEY, String(Date.now() + 60_000));
    const api = installFakeApi(() => ok(popup));
    await renderPopups();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
