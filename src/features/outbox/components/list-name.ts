import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

const LIST_NAMES: Record<string, MessageDescriptor> = {
  favorite: msg`즐겨찾기`,
  "menu:WORK": msg`업무`,
  "menu:OFFICE": msg`오피스`,
};

/** The user-facing name of an outbox list ("favorite", "menu:WORK", "menu:OFFICE"). */
export function listName(list: string): MessageDescriptor {
  return LIST_NAMES[list] ?? msg`목록`;
}
