import type { AdminMenuItem, EnvType, MenuNames } from "../types";
import { httpsLink, menuNames, type Problems } from "../validate";

/** An item being edited; `key` tells new rows apart before the server gives them an id. */
export interface MenuRow extends AdminMenuItem {
  key: string;
}

let counter = 0;
export const rowKey = (item: AdminMenuItem) => (item.id ? `m${item.id}` : `new${++counter}`);

export const toRows = (items: readonly AdminMenuItem[]): MenuRow[] =>
  items
    .filter((item) => !item.deleteFlag)
    .sort((a, b) => a.priority - b.priority)
    .map((item) => ({ ...item, key: rowKey(item) }));

export const fromRow = ({ key: _key, ...item }: MenuRow): AdminMenuItem => item;

export interface MenuItemDraft {
  names: MenuNames;
  url: string;
  icon: string;
  open: boolean;
  envType: EnvType;
}

export const emptyMenuItem = (): MenuItemDraft => ({
  names: { ko: "", en: "", zh: "", ja: "" },
  url: "https://",
  icon: "",
  open: false,
  envType: "ALL",
});

export const menuItemDraft = (item: AdminMenuItem): MenuItemDraft => ({
  names: { ...item.names },
  url: item.url,
  icon: item.icon ?? "",
  open: item.open,
  envType: item.envType,
});

export function validateMenuItem(draft: MenuItemDraft): Problems {
  const problems: Problems = {};
  menuNames(problems, "", draft.names);
  httpsLink(problems, "url", draft.url, true);
  return problems;
}

export const applyMenuItem = (draft: MenuItemDraft) => ({
  names: {
    ko: draft.names.ko.trim(),
    en: draft.names.en.trim(),
    zh: draft.names.zh.trim(),
    ja: draft.names.ja.trim(),
  },
  url: draft.url.trim(),
  icon: draft.icon === "" ? null : draft.icon,
  open: draft.open,
  envType: draft.envType,
});
