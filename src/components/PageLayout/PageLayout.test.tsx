import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../../tests/helpers/client/render-ui";
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

  it("back link: My page for a screen opened from there", async () => {
    await renderUi(<PageLayout title="Notices" back={{ to: "/user" }} />, { router: true });
    expect(await screen.findByRole("link", { name: "Back" })).toHaveAttribute("href", "/user");
  });

  it("header actions sit in the page header, beside the title", async () => {
    await renderUi(
      <PageLayout title="Favorites" back actions={<button type="button">Add</button>} />,
      {
        router: true,
      },
    );
    const header = await screen.findByRole("banner");
    expect(within(header).getByRole("heading", { level: 1 })).toHaveTextContent("Favorites");
    expect(within(header).getByRole("button", { name: "Add" })).toBeInTheDocument();
  });
});
