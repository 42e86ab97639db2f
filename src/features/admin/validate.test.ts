import { describe, expect, it } from "vitest";
import { validateBillboard, billboardDraft, billboardBodyOf } from "./billboards/billboard-draft";
import { toCsv } from "./csv";
import { validateEvent, eventDraft } from "./events/event-draft";
import { validateKey } from "./keys/NewKeyForm";
import { emptyMenuItem, validateMenuItem } from "./menus/menu-draft";
import { noticeBody, noticeDraft, validateNotice } from "./notices/notice-draft";
import { isHttpsUrl } from "./validate";

const fields = (problems: object) => Object.keys(problems).sort();

describe("admin form checks", () => {
  it("accepts only absolute https links", () => {
    expect(isHttpsUrl("https://intranet.example/path?q=1")).toBe(true);
    for (const bad of [
      "http://x.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "https://",
      "https://a b.example",
      "/relative",
    ])
      expect(isHttpsUrl(bad), bad).toBe(false);
  });

  it("a notice needs a title and text; a popup needs both ends in order", () => {
    const empty = { ...noticeDraft(undefined, 1), html: "<p><br></p>" };
    expect(fields(validateNotice(empty))).toEqual(["html", "title"]);
    const popup = {
      ...empty,
      title: "t",
      html: "<p>x</p>",
      popup: true,
      popupFrom: "",
      popupTo: "",
    };
    expect(fields(validateNotice(popup))).toEqual(["popupFrom", "popupTo"]);
    const reversed = { ...popup, popupFrom: "2026-12-02T10:00", popupTo: "2026-12-01T10:00" };
    expect(fields(validateNotice(reversed))).toEqual(["popupTo"]);
    expect(validateNotice({ ...reversed, popupTo: "2026-12-03T10:00" })).toEqual({});
  });

  it("a notice without popup sends no period, whatever was typed before unticking", () => {
    const draft = {
      ...noticeDraft(undefined, null),
      title: " T ",
      html: "<b>x</b>",
      popupFrom: "2026-12-01T10:00",
    };
    expect(noticeBody(draft)).toMatchObject({
      title: "T",
      companyId: null,
      popupFrom: null,
      popupTo: null,
    });
  });

  it("a billboard link is optional but https; the order is 0..10000; the title at most 200", () => {
    const base = { ...billboardDraft(undefined, 1), title: "Hello" };
    expect(validateBillboard(base)).toEqual({});
    expect(fields(validateBillboard({ ...base, link: "javascript:alert(1)" }))).toEqual(["link"]);
    expect(fields(validateBillboard({ ...base, sortOrder: "-1" }))).toEqual(["sortOrder"]);
    expect(fields(validateBillboard({ ...base, title: "x".repeat(201) }))).toEqual(["title"]);
    expect(billboardBodyOf({ ...base, link: "  " }).link).toBeNull();
  });

  it("a menu item needs a Korean name and an https url; other names may stay empty", () => {
    expect(fields(validateMenuItem(emptyMenuItem()))).toEqual(["names.ko", "url"]);
    const named = {
      ...emptyMenuItem(),
      names: { ko: "메일", en: "", zh: "", ja: "" },
      url: "https://mail.example",
    };
    expect(validateMenuItem(named)).toEqual({});
    expect(
      fields(validateMenuItem({ ...named, names: { ...named.names, ja: "x".repeat(101) } })),
    ).toEqual(["names.ja"]);
  });

  it("an event needs a day and a Korean title; a key a name and a scope", () => {
    expect(fields(validateEvent(eventDraft(1)))).toEqual(["day", "titles.ko"]);
    expect(fields(validateKey({ name: "", scim: false, feed: false }))).toEqual(["name", "scopes"]);
    expect(validateKey({ name: "HR sync", scim: true, feed: false })).toEqual({});
  });
});

describe("CSV export", () => {
  it("quotes separators, doubles quotes, and defuses spreadsheet formulas", () => {
    const csv = toCsv([
      ["name", "dept"],
      ['Kim, "Jr"', "=HYPERLINK(1)"],
      [null, "-3"],
    ]);
    expect(csv).toBe('\uFEFFname,dept\r\n"Kim, ""Jr""",\'=HYPERLINK(1)\r\n,\'-3\r\n');
  });
});
