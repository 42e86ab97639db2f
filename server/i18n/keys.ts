import type { ko } from "./messages/ko";

/** Every server text key; ko.ts is the source, the other locales are checked against it. */
export type MessageKey = keyof typeof ko;
