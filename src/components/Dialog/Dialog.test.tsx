import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./Dialog";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          title="Notice"
          onClose={() => setOpen(false)}
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Confirm
            </button>
          }
        >
          <a href="https://example.com/">First link</a>
          <input type="checkbox" aria-label="Hide today" />
        </Dialog>
      ) : null}
    </>
  );
}

describe("Dialog", () => {
  it("is a labelled modal dialog that takes focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Notice" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.tab();
    expect(screen.getByRole("link", { name: "First link" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("checkbox", { name: "Hide today" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "First link" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
  });

  it("Escape closes it and focus returns to the opener", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("the confirm button closes it too", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("makes #root inert while open", async () => {
    const user = userEvent.setup();
    const root = document.createElement("div");
    root.id = "root";
    document.body.append(root);
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(root).toHaveAttribute("inert");
    await user.keyboard("{Escape}");
    expect(root).not.toHaveAttribute("inert");
    root.remove();
  });

  it("keeps #root inert until the last of two open dialogs closes", async () => {
    const root = document.createElement("div");
    root.id = "root";
    document.body.append(root);
    const gate = <Dialog key="gate" title="Gate" onClose={() => undefined} />;
    const { rerender, unmount } = render(
      <>
        <Dialog key="sheet" title="Sheet" onClose={() => undefined} />
        {gate}
      </>,
    );
    rerender(<>{gate}</>);
    expect(screen.queryByRole("dialog", { name: "Sheet" })).not.toBeInTheDocument();
    expect(root).toHaveAttribute("inert");
    unmount();
    expect(root).not.toHaveAttribute("inert");
    root.remove();
  });
});

describe("Dialog closing and focus (issue 15)", () => {
  it("a tap on the backdrop closes it; a tap inside does not", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("heading", { name: "Notice" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(screen.getByRole("dialog").parentElement!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a form dialog focuses its first field", async () => {
    render(
      <Dialog title="Add" onClose={() => undefined} focusFirstField>
        <label>
          Name <input />
        </label>
      </Dialog>,
    );
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
  });
});
