import { menuIconOrNull, type MenuIcon } from "../../../shared/menu-icons";
import { isHttpUrl } from "../../platform/native/open-external";
import type { FavoriteItem } from "../favorites";
import { truthy, visibleMenuItems, type MenuItem } from "../menu";

/**
 * The rows of Main's link lists (Work, Office, Favorite): which items show, which become links,
 * and the app flag and approval handover path of each (spec 3, 6 and 9).
 */

/** One row of a home link list, ready to render. */
export interface LinkRow {
  key: string;
  name: string;
  /** The http(s) URL to link to (app flag included), or null: shown as text, never as a link. */
  href: string | null;
  /** Spec 3 "open flag": shown with an OPEN marker. */
  open: boolean;
  /** Approval-site path to open through GET /api/handover (app flag included), or null. */
  handoverPath: string | null;
  /** The admin-set icon; null (favorites, items without one): the favicon or initials. */
  icon: MenuIcon | null;
}

/**
 * Which links get the app flag (spec 6: "approval, board and notice links"). A link qualifies when
 * its host or path (not its query or fragment) contains "approval", "board" or "notice" (so every
 * page of the approval site, e.g. https://approval.example.com/schedule, and any board or notice
 * system), or when its name has one of the keywords below in any of the four locales.
 */
const APP_FLAG_URL = /approval|board|notice/i;
const APP_FLAG_NAMES =
  /결재|게시판|공지|approval|board|notice|审批|公告|公告栏|決裁|掲示板|お知らせ/i;

export function needsAppFlag(url: string, name = ""): boolean {
  const beforeQuery = url.split(/[?#]/, 1)[0] ?? "";
  return APP_FLAG_URL.test(beforeQuery) || APP_FLAG_NAMES.test(name);
}

/** Appends `app=Y` with `?` or `&` (before any #fragment); an existing `app=` is set to Y. */
export function withAppFlag(url: string): string {
  const hashAt = url.indexOf("#");
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : url.slice(hashAt);
  if (/[?&]app=[^&]*/.test(base)) return base.replace(/([?&])app=[^&]*/, "$1app=Y") + hash;
  const separator = !base.includes("?") ? "?" : /[?&]$/.test(base) ? "" : "&";
  return `${base}${separator}app=Y${hash}`;
}

function flagged(url: string, name: string, inApp: boolean): string {
  return inApp && needsAppFlag(url, name) ? withAppFlag(url) : url;
}

/** Same-site path of the approval handover ("/approval"), else null. */
const handoverPathOf = (value: string | null | undefined) =>
  value && value.startsWith("/") && !value.startsWith("//") ? value : null;

/** Rows of a Work or Office list: PC items hidden, app flag only in the app, http(s) only. */
export function menuRows(items: readonly MenuItem[] | undefined, inApp: boolean): LinkRow[] {
  return visibleMenuItems(items).map((item) => {
    const link = isHttpUrl(item.url);
    const flag = link && inApp && needsAppFlag(item.url, item.name);
    // The handover path leads to the same approval page: it gets the flag when the item does.
    const handover = link ? handoverPathOf(item.handoverUrl) : null;
    return {
      key: `m${item.id}`,
      name: item.name,
      href: link ? (flag ? withAppFlag(item.url) : item.url) : null,
      open: truthy(item.open),
      handoverPath: handover && flag ? withAppFlag(handover) : handover,
      // A list cached by an older version has no icon; an unknown name is drawn as none.
      icon: menuIconOrNull(item.icon),
    };
  });
}

/** Rows of the favorite list (same link rules, no OPEN marker, no handover). */
export function favoriteRows(
  items: readonly FavoriteItem[] | undefined,
  inApp: boolean,
): LinkRow[] {
  return (items ?? []).map((item) => ({
    key: `f${item.id}`,
    name: item.name,
    href: isHttpUrl(item.url) ? flagged(item.url, item.name, inApp) : null,
    open: false,
    handoverPath: null,
    icon: null,
  }));
}

/** Spec 9: a tab list shows filler space when it has 8 or fewer items. */
export const FILLER_MAX_ITEMS = 8;

/** Empty rows of filler under a list of `count` items (so every list is at least 9 rows tall). */
export function fillerRows(count: number): number {
  return count <= FILLER_MAX_ITEMS ? FILLER_MAX_ITEMS + 1 - count : 0;
}
