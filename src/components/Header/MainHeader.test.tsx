import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../../tests/helpers/client/render-ui";
import { logoSrc } from "./assets";
import { MainHeader, type MainHeaderProps } from "./MainHeader";

const base: MainHeaderProps = {
  title: "Home",
  ready: true,
  companyCode: "HANBIT",
  companyId: 1,
  companyName: "Hanbit Holdings",
  imgUrl: null,
  showNewBadge: false,
};

const renderHeader = async (props: Partial<MainHeaderProps> = {}) => {
  const view = await renderUi(<MainHeader {...base} {...props} />, { router: true });
  await screen.findByRole("banner");
  return view;
};

describe("MainHeader", () => {
  it("has the page's h1 and the logo by company code", async () => {
    await renderHeader();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Home");
    expect(screen.getByRole("img", { name: "Hanbit Holdings" })).toHaveAttribute(
      "src",
      "/images/logos/HANBIT.svg",
    );
  });

  it("falls back to the default logo once when the logo fails to load", async () => {
    await renderHeader({ companyCode: "NOPE" });
    const logo = screen.getByRole("img", { name: "Hanbit Holdings" });
    expect(logo).toHaveAttribute("src", "/images/logos/NOPE.svg");
    fireEvent.error(logo);
    expect(logo).toHaveAttribute("src", "/images/logos/default.svg");
    fireEvent.error(logo); // the default failing too: no loop, it stays
    expect(logo).toHaveAttribute("src", "/images/logos/default.svg");
  });

  it("never builds a logo path from an unsafe code", () => {
    expect(logoSrc("../../x")).toBe("/images/logos/default.svg");
    expect(logoSrc("")).toBe("/images/logos/default.svg");
    expect(logoSrc(undefined)).toBe("/images/logos/default.svg");
  });

  it("keeps empty boxes while the user loads (no default-logo flash)", async () => {
    await renderHeader({ ready: false });
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("links the thumbnail to /user, with a default avatar (another one for company 280)", async () => {
    const { unmount } = await renderHeader({ imgUrl: "https://img.example/me.png" });
    const link = screen.getByRole("link", { name: "My page" });
    expect(link).toHaveAttribute("href", "/user");
    const avatar = link.querySelector("img")!;
    expect(avatar).toHaveAttribute("src", "https://img.example/me.png");
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute("src", "/images/avatars/default.svg");
    unmount();

    await renderHeader({ companyId: 280, imgUrl: null });
    expect(screen.getByRole("link", { name: "My page" }).querySelector("img")).toHaveAttribute(
      "src",
      "/images/avatars/default-280.svg",
    );
  });

  it("ignores a thumbnail that is not http(s)", async () => {
    await renderHeader({ imgUrl: "javascript:alert(1)" });
    expect(screen.getByRole("link", { name: "My page" }).querySelector("img")).toHaveAttribute(
      "src",
      "/images/avatars/default.svg",
    );
  });

  it("the calendar links to /schedule, with the NEW badge when asked", async () => {
    const { unmount } = await renderHeader();
    expect(screen.getByRole("link", { name: "Schedule" })).toHaveAttribute("href", "/schedule");
    expect(screen.queryByText("NEW")).not.toBeInTheDocument();
    unmount();
    await renderHeader({ showNewBadge: true });
    const calendar = screen.getByRole("link", { name: "Schedule (new entries)" });
    expect(calendar).toHaveTextContent("NEW");
  });
});
