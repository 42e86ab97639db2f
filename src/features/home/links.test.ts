import { describe, expect, it } from "vitest";
import { visibleMenuItems, type MenuItem } from "../menu";
import { menuItem } from "../../../tests/helpers/client/menu-item";
import { favoriteRows, fillerRows, menuRows, needsAppFlag, withAppFlag } from "./links";

const item = (over: Partial<MenuItem>) =>
  menuItem({ url: "https://example.com/", priority: 1, ...over });

describe("filler (spec 9: 8 or fewer items)", () => {
  it("fills lists of up to 8 items to 9 rows, none from 9 on", () => {
    expect(fillerRows(8)).toBe(1);
    expect(fillerRows(9)).toBe(0);
    expect(fillerRows(1)).toBe(8);
    expect(fillerRows(0)).toBe(9);
    expect(fillerRows(25)).toBe(0);
  });
});

describe("envType PC filtering", () => {
  it("hides PC items (any case) and deleted ones, keeps the order", () => {
    const items = [
      item({ name: "A", envType: "ALL" }),
      item({ name: "B", envType: "PC" }),
      item({ name: "C", envType: "MOBILE" }),
      item({ name: "D", envType: "pc" as MenuItem["envType"] }),
      item({ name: "E", deleteFlag: true }),
      item({ name: "F" }),
    ];
    expect(visibleMenuItems(items).map((row) => row.name)).toEqual(["A", "C", "F"]);
    expect(visibleMenuItems(undefined)).toEqual([]);
  });
});

describe("app flag (spec 6: approval, board and notice links, in the app only)", () => {
  it.each([
    ["https://approval.example.com/approval", "전자결재", true],
    ["https://approval.example.com/schedule", "일정관리", true],
    ["https://gw.example.com/board/list", "Community", true],
    ["https://intra.example.com/notice", "Info", true],
    ["https://intra.example.com/x", "공지사항", true],
    ["https://intra.example.com/x", "사내 게시판", true],
    ["https://mail.example.com/", "메일", false],
    ["https://mail.example.com/?from=board", "메일", false],
    ["https://mail.example.com/#notice", "메일", false],
  ])("%s (%s) -> %s", (url, name, expected) => {
    expect(needsAppFlag(url, name)).toBe(expected);
  });

  it.each([
    ["https://a.example.com/approval", "https://a.example.com/approval?app=Y"],
    ["https://a.example.com/approval?doc=1", "https://a.example.com/approval?doc=1&app=Y"],
    ["https://a.example.com/approval?", "https://a.example.com/approval?app=Y"],
    ["https://a.example.com/approval?doc=1&", "https://a.example.com/approval?doc=1&app=Y"],
    ["https://a.example.com/board#top", "https://a.example.com/board?app=Y#top"],
    ["https://a.example.com/board?p=2#top", "https://a.example.com/board?p=2&app=Y#top"],
    ["https://a.example.com/notice?app=N", "https://a.example.com/notice?app=Y"],
    ["https://a.example.com/notice?x=1&app=Y", "https://a.example.com/notice?x=1&app=Y"],
    ["/approval", "/approval?app=Y"],
  ])("withAppFlag(%s) = %s", (url, expected) => {
    expect(withAppFlag(url)).toBe(expected);
  });

  const items = [
    item({ name: "전자결재", url: "https://approval.example.com/approval?x=1" }),
    item({ name: "게시판", url: "https://gw.example.com/board" }),
    item({ name: "공지사항", url: "https://gw.example.com/notice" }),
    item({ name: "메일", url: "https://mail.example.com/" }),
    item({ name: "근태관리", url: "https://hr.example.com/attendance?tab=1" }),
  ];

  it("appends the flag to approval, board and notice links only, inside the app", () => {
    expect(menuRows(items, true).map((row) => row.href)).toEqual([
      "https://approval.example.com/approval?x=1&app=Y",
      "https://gw.example.com/board?app=Y",
      "https://gw.example.com/notice?app=Y",
      "https://mail.example.com/",
      "https://hr.example.com/attendance?tab=1",
    ]);
  });

  it("never on the web", () => {
    expect(menuRows(items, false).map((row) => row.href)).toEqual(items.map((i) => i.url));
  });

  it("favorites follow the same rule", () => {
    const at = { createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" };
    const favorites = [
      { id: 1, name: "결재함", url: "https://approval.example.com/box", priority: 1, ...at },
      { id: 2, name: "네이버", url: "https://www.naver.com/", priority: 2, ...at },
    ];
    expect(favoriteRows(favorites, true).map((row) => row.href)).toEqual([
      "https://approval.example.com/box?app=Y",
      "https://www.naver.com/",
    ]);
    expect(favoriteRows(favorites, false)[0]?.href).toBe("https://approval.example.com/box");
  });

  it("the handover path gets the flag with its item", () => {
    const approval = item({
      name: "전자결재",
      url: "https://approval.example.com/approval",
      handoverUrl: "/approval",
    });
    expect(menuRows([approval], true)[0]?.handoverPath).toBe("/approval?app=Y");
    expect(menuRows([approval], false)[0]?.handoverPath).toBe("/approval");
    const odd = item({ url: "https://approval.example.com/x", handoverUrl: "//evil.example" });
    expect(menuRows([odd], false)[0]?.handoverPath).toBeNull();
  });
});

describe("only http(s) URLs become links", () => {
  it.each(["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "ftp://x", "", "/x"])(
    "%j -> text",
    (url) => {
      const row = menuRows([item({ url, handoverUrl: "/approval" })], true)[0];
      expect(row?.href).toBeNull();
      expect(row?.handoverPath).toBeNull();
    },
  );

  it("passes on a menu item's icon of the set; another name or none is null", () => {
    const unknown = { icon: "rocket" } as unknown as Partial<MenuItem>;
    const rows = menuRows([item({ icon: "mail" }), item(unknown), item({ icon: null })], false);
    expect(rows.map((row) => row.icon)).toEqual(["mail", null, null]);
    const favorite = { id: 1, name: "위키", url: "https://wiki.example/", priority: 1 };
    expect(
      favoriteRows([{ ...favorite, createdAt: "", updatedAt: "" }], false)[0]?.icon,
    ).toBeNull();
  });

  it("marks open items", () => {
    const rows = menuRows([item({ open: true }), item({ open: false })], false);
    expect(rows.map((row) => row.open)).toEqual([true, false]);
  });
});
