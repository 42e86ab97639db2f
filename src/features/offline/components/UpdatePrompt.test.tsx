import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import * as registerSw from "../../../lib/register-sw";
import { UpdatePrompt } from "./UpdatePrompt";

let announceWaiting: () => void = () => undefined;

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(registerSw, "onServiceWorkerUpdate").mockImplementation((listener) => {
    announceWaiting = listener;
    return () => undefined;
  });
});

describe("update prompt", () => {
  it("appears when a new version waits and reloads into it on request", async () => {
    const apply = vi.spyOn(registerSw, "applyServiceWorkerUpdate").mockResolvedValue();
    await renderUi(<UpdatePrompt />, { locale: "ko" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    act(() => announceWaiting());
    expect(screen.getByRole("alert")).toHaveTextContent("새 버전을 사용할 수 있습니다.");
    await userEvent.click(screen.getByRole("button", { name: "새로고침" }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("can be put off", async () => {
    await renderUi(<UpdatePrompt />, { locale: "en" });
    act(() => announceWaiting());
    expect(screen.getByRole("alert")).toHaveTextContent("A new version is available.");
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
