import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../tests/helpers/client/render-ui";
import { Footer } from "./Footer";
import styles from "./Footer.module.css";

describe("Footer", () => {
  it("shows the 2022 copyright, a logout control and the hidden dot", async () => {
    const onLogout = vi.fn();
    const onOpenApproval = vi.fn();
    const user = userEvent.setup();
    await renderUi(<Footer actions={{ onLogout, onOpenApproval }} />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2022");
    expect(screen.getByRole("contentinfo")).not.toHaveClass(styles.waiting as string);

    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledTimes(1);

    // Keyboard reachable: the dot follows the (focused) logout control.
    expect(screen.getByRole("button", { name: "Log out" })).toHaveFocus();
    await user.tab();
    const dot = screen.getByRole("button", { name: "Open the approval site" });
    expect(dot).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onOpenApproval).toHaveBeenCalledTimes(1);
  });

  it("disables logout while it runs", async () => {
    await renderUi(
      <Footer actions={{ onLogout: () => {}, logoutPending: true, onOpenApproval: () => {} }} />,
      { locale: "ko" },
    );
    expect(screen.getByRole("button", { name: "로그아웃" })).toBeDisabled();
  });

  it("shows the copyright line before its actions are there, with the controls unseen in their place", async () => {
    await renderUi(<Footer />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("© 2022 Group Portal");
    // The stylesheet hides its buttons (jsdom applies no CSS; e2e sees the real page).
    expect(footer).toHaveClass(styles.waiting as string);
    expect(footer.querySelectorAll("button")).toHaveLength(2);
  });
});
