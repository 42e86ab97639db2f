import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../components/__testing__/render-ui";
import { OfflineIndicator } from "./OfflineIndicator";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

afterEach(() => vi.restoreAllMocks());

describe("offline indicator", () => {
  it("says so while the device is offline, in a live region that is always there", async () => {
    await renderUi(<OfflineIndicator />);
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();

    goOffline(true);
    expect(region).toHaveTextContent("You're offline. Showing saved content.");

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });
});
