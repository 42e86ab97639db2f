import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../__testing__/render-ui";
import { PageLayout } from "./PageLayout";

describe("PageLayout", () => {
  it("back link: Main with the tab when known", async () => {
    await renderUi(<PageLayout title="Edit Office" back={{ menuId: 1 }} />, { router: true });
    expect(await screen.findByRole("link", { name: "Back" })).toHaveAttribute("href", "/?menuId=1");
  });

  it("back link: the root otherwise", async () => {
    await renderUi(<PageLayout title="Schedule" back />, { router: true });
    expect(await screen.findByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  });

  it("the Favorite page's Add link goes to /edit/favorite", async () => {
    await renderUi(<PageLayout title="Favorites" back={{ menuId: 2 }} addFavorite />, {
      router: true,
    });
    expect(await screen.findByRole("link", { name: "Add" })).toHaveAttribute(
      "href",
      "/edit/favorite",
    );
  });

  it("no Add link elsewhere", async () => {
    await renderUi(<PageLayout title="Schedule" back />, { router: true });
    await screen.findByRole("heading", { level: 1, name: "Schedule" });
    expect(screen.queryByRole("link", { name: "Add" })).not.toBeInTheDocument();
  });
});
