import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import { FavoritePopup } from "./FavoritePopup";

async function openPopup(initial?: { name: string; url: string }) {
  const onConfirm = vi.fn();
  await renderUi(
    <FavoritePopup
      mode={initial ? "modify" : "add"}
      initial={initial}
      onConfirm={onConfirm}
      onClose={() => undefined}
    />,
  );
  const name = screen.getByLabelText("Name (within 17 characters)");
  const url = screen.getByLabelText("URL");
  const confirm = () => userEvent.click(screen.getByRole("button", { name: "OK" }));
  return { onConfirm, name, url, confirm };
}

describe("favorite popup", () => {
  it("adds: titled 'Add to Favorites', confirms trimmed valid values", async () => {
    const { onConfirm, name, url, confirm } = await openPopup();
    expect(screen.getByRole("dialog", { name: "Add to Favorites" })).toBeInTheDocument();
    await userEvent.type(name, "  Wiki ");
    await userEvent.type(url, "HTTPS://wiki.example/");
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith({ name: "Wiki", url: "HTTPS://wiki.example/" });
  });

  it("modifies: titled 'Edit Favorites' and prefilled", async () => {
    const { name, url } = await openPopup({ name: "News", url: "https://news.example/" });
    expect(screen.getByRole("dialog", { name: "Edit Favorites" })).toBeInTheDocument();
    expect(name).toHaveValue("News");
    expect(url).toHaveValue("https://news.example/");
  });

  it("both empty: marks both fields and shows 'Check the text and URL format.'", async () => {
    const { onConfirm, name, url, confirm } = await openPopup();
    await confirm();
    expect(screen.getByRole("alert")).toHaveTextContent("Check the text and URL format.");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(url).toHaveAttribute("aria-invalid", "true");
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it.each([
    ["", "https://x.example/", "Check the text."],
    ["Wiki", "", "Check the address."],
    ["Wiki", "javascript:alert(1)", "Check the URL format."],
    ["Wiki", "data:text/html,hi", "Check the URL format."],
    ["", "ftp://x.example/", "Check the text and URL format."],
  ])("name %j, url %j: shows only %j", async (nameText, urlText, message) => {
    const { onConfirm, name, url, confirm } = await openPopup();
    if (nameText) await userEvent.type(name, nameText);
    if (urlText) await userEvent.type(url, urlText);
    await confirm();
    expect(screen.getByRole("alert")).toHaveTextContent(new RegExp(`^${escape(message)}$`));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("takes at most 17 characters of a name and says so in its label", async () => {
    const { onConfirm, name, url, confirm } = await openPopup();
    await userEvent.type(name, "abcdefghijklmnopqrstuvwxyz");
    expect(name).toHaveValue("abcdefghijklmnopq");
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste("가".repeat(20));
    expect(name).toHaveValue("가".repeat(17));
    await userEvent.type(url, "https://x.example/");
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith({ name: "가".repeat(17), url: "https://x.example/" });
  });

  it("clears the message once the fields are corrected", async () => {
    const { name, url, confirm } = await openPopup();
    await confirm();
    await userEvent.type(name, "Wiki");
    expect(screen.getByRole("alert")).toHaveTextContent("Check the address.");
    await userEvent.type(url, "https://x.example/");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(url).not.toHaveAttribute("aria-invalid");
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
