import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { FavoriteProblem } from "./validate-favorite";

/** The popup's messages (spec 5, word for word in English). */
export const FAVORITE_PROBLEM_MESSAGES: Record<FavoriteProblem, MessageDescriptor> = {
  nameAndUrl: msg`텍스트와 URL 형식을 확인해 주세요.`,
  name: msg`텍스트를 확인해 주세요.`,
  urlRequired: msg`주소를 확인해 주세요.`,
  url: msg`URL 형식을 확인해 주세요.`,
};
