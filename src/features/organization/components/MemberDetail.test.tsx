/**
 * The member detail as a contact card: a photo or initials, one-tap call, message, mail and save
 * contact (only those with a value), and only the fields that are filled.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrganizationUser } from "../api";
import { ok } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import {
  installOrgApi,
  LAZY,
  member,
  ORG_PATHS,
} from "../../../../tests/helpers/client/org-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FULL: OrganizationUser = {
  ...member(1),
  name: "홍길동",
  companyName: "Hanbit Holdings",
  departmentName: "Strategy",
  position: "Manager",
  duty: "-",
  mobile: "010-1234-5678",
  mail: "gildong.hong@hanbit.example",
  landline: "02-3700-1234",
  birthday: null,
  workInfo: "",
  profileImageUrl: null,
};

async function openDetail(user: Partial<OrganizationUser> = {}) {
  await installOrgApi({ [ORG_PATHS.user]: () => ok({ ...FULL, ...user }) });
  await renderApp("/OrganizationView?member=E00001", { locale: "en" });
  const detail = await screen.findByRole("region", { name: "Member details" }, LAZY);
  await within(detail).findByRole("heading", { name: user.name ?? FULL.name });
  return detail;
}

const actionsOf = (detail: HTMLElement) => within(detail).getByRole("list", { name: "Contact" });

describe("member detail", { timeout: 30_000 }, () => {
  it("shows the initials when there is no photo", async () => {
    const detail = await openDetail();
    expect(within(detail).getByText("길동")).toBeVisible();
    expect(detail.querySelector("img")).toBeNull();
  });

  it("shows the photo, and the initials when it fails to load", async () => {
    const detail = await openDetail({ profileImageUrl: "https://img.example/hong.jpg" });
    const photo = detail.querySelector("img")!;
    expect(photo).toHaveAttribute("src", "https://img.example/hong.jpg");
    fireEvent.error(photo);
    expect(await within(detail).findByText("길동")).toBeVisible();
    expect(detail.querySelector("img")).toBeNull();
  });

  it("offers call, message, mail and save contact as labelled one-tap actions", async () => {
    const detail = await openDetail();
    const actions = actionsOf(detail);
    expect(within(actions).getByRole("link", { name: "Call" })).toHaveAttribute(
      "href",
      "tel:01012345678",
    );
    expect(within(actions).getByRole("link", { name: "Message" })).toHaveAttribute(
      "href",
      "sms:01012345678",
    );
    expect(within(actions).getByRole("link", { name: "Mail" })).toHaveAttribute(
      "href",
      "mailto:gildong.hong@hanbit.example",
    );
    for (const item of within(actions).getAllByRole("listitem"))
      expect(item.querySelector("svg")).not.toBeNull();

    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:card");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await userEvent.click(within(actions).getByRole("button", { name: "Save contact" }));
    expect(click).toHaveBeenCalledOnce();
    expect(await (created.mock.calls[0]![0] as Blob).text()).toContain(
      "EMAIL;TYPE=INTERNET:gildong.hong@hanbit.example",
    );
  });

  it("leaves out the actions whose value is missing", async () => {
    const detail = await openDetail({ mobile: null, mail: null });
    const actions = actionsOf(detail);
    // Only the landline is left: Call dials it; there is nothing to message or mail.
    expect(within(actions).getByRole("link", { name: "Call" })).toHaveAttribute(
      "href",
      "tel:0237001234",
    );
    expect(within(actions).queryByRole("link", { name: "Message" })).toBeNull();
    expect(within(actions).queryByRole("link", { name: "Mail" })).toBeNull();
  });

  it("shows only the filled fields, each label beside its value", async () => {
    const detail = await openDetail();
    const labels = within(detail)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(labels).toEqual(["Name", "ID", "Department", "Position", "Mobile", "Mail", "Landline"]);
    for (const term of within(detail).getAllByRole("term")) {
      expect(term.nextElementSibling?.tagName).toBe("DD");
      expect(term.nextElementSibling).not.toBeEmptyDOMElement();
    }
  });
});
