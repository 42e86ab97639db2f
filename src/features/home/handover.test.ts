import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import { fail, installFakeApi, ok } from "../../../tests/helpers/client/fake-api";
import { continueHandover, openViaHandover } from "./handover";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeTab() {
  return { opener: {}, location: { replace: vi.fn() }, close: vi.fn() } as unknown as Window & {
    location: { replace: ReturnType<typeof vi.fn> };
    close: ReturnType<typeof vi.fn>;
  };
}

beforeEach(async () => {
  await tokenStore.set({ access: "access-token" });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await tokenStore.clear();
});

describe("approval handover", () => {
  it("asks GET /api/handover?url=&format=json with the token and sends the tab there", async () => {
    const api = installFakeApi((request) =>
      request.path === "/api/handover"
        ? ok({ url: "https://approval.example.com/sso?ticket=abc" })
        : undefined,
    );
    const tab = fakeTab();
    const open = vi.spyOn(window, "open").mockReturnValue(tab);

    openViaHandover("/");
    expect(open).toHaveBeenCalledWith("", "_blank"); // synchronously, inside the click
    expect(tab.opener).toBeNull();
    await vi.waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        "https://approval.example.com/sso?ticket=abc",
      ),
    );
    const call = api.calls[0]!;
    expect(call.query.get("url")).toBe("/");
    expect(call.query.get("format")).toBe("json");
    expect(call.headers.get("Authorization")).toBe("Bearer access-token");
  });

  it("falls back to the plain link when the handover fails", async () => {
    installFakeApi(() => fail(404, "NOT_FOUND"));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const tab = fakeTab();
    continueHandover(tab, "/approval", "https://approval.example.com/approval");
    await vi.waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith("https://approval.example.com/approval"),
    );
  });

  it("closes the blank tab when there is nothing to fall back to", async () => {
    installFakeApi(() => fail(500, "INTERNAL_ERROR"));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const tab = fakeTab();
    continueHandover(tab, "/");
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it("never opens a non-http(s) address from the server", async () => {
    installFakeApi(() => ok({ url: "javascript:alert(1)" }));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const tab = fakeTab();
    continueHandover(tab, "/");
    await flush();
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.replace).not.toHaveBeenCalled();
  });
});
