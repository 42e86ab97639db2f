import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TOOLTIP_DURATION_MS } from "./Tooltip";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Harness({ onHidden }: { onHidden: () => void }) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Tooltip
      message="Saved"
      onHide={() => {
        setShown(false);
        onHidden();
      }}
    />
  ) : null;
}

describe("Tooltip (spec 4/9: shows 1.5 s, then hides)", () => {
  it("is announced as a status and hides after 1500 ms", () => {
    const onHidden = vi.fn();
    render(<Harness onHidden={onHidden} />);
    expect(TOOLTIP_DURATION_MS).toBe(1500);
    expect(screen.getByRole("status")).toHaveTextContent("Saved");

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(onHidden).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it("a new message restarts the 1500 ms", () => {
    const onHide = vi.fn();
    const { rerender } = render(<Tooltip message="One" onHide={onHide} />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<Tooltip message="Two" onHide={onHide} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("unmounting early cancels the timer", () => {
    const onHide = vi.fn();
    const { unmount } = render(<Tooltip message="Bye" onHide={onHide} />);
    unmount();
    act(() => vi.advanceTimersByTime(2000));
    expect(onHide).not.toHaveBeenCalled();
  });
});
