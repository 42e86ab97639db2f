import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TabBar } from "./TabBar";

const TABS = [
  { id: 0, label: "Work" },
  { id: 1, label: "Office" },
  { id: 2, label: "Favorites" },
] as const;

function Harness() {
  const [selected, setSelected] = useState<0 | 1 | 2>(0);
  return (
    <TabBar tabs={TABS} selected={selected} onSelect={setSelected} label="Menu" idPrefix="t" />
  );
}

describe("TabBar", () => {
  it("exposes tabs with one selected and focusable", () => {
    render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Menu" })).toBeInTheDocument();
    const work = screen.getByRole("tab", { name: "Work" });
    expect(work).toHaveAttribute("aria-selected", "true");
    expect(work).toHaveAttribute("tabindex", "0");
    expect(work).toHaveAttribute("aria-controls", "t-panel-0");
    expect(screen.getByRole("tab", { name: "Office" })).toHaveAttribute("tabindex", "-1");
  });

  it("moves with arrow keys, Home and End, wrapping around", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("tab", { name: "Work" }));
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Favorites" })).toHaveFocus();
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Favorites");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Work");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Favorites");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Work");
  });
});
