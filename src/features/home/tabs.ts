import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { MENU_TAB, type MenuTab } from "../../lib/menu-tab";

/** The three home tabs in display order, with their (lazily translated) labels. */
export const HOME_TABS: readonly { id: MenuTab; label: MessageDescriptor }[] = [
  { id: MENU_TAB.WORK, label: msg`업무` },
  { id: MENU_TAB.OFFICE, label: msg`오피스` },
  { id: MENU_TAB.FAVORITE, label: msg`즐겨찾기` },
];
