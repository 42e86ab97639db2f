import { msg } from "@lingui/core/macro";
import type { AdminEventBody, MenuNames } from "../types";
import { LIMITS, optionalText, requiredText, type Problems } from "../validate";

export interface EventDraft {
  day: string;
  type: "EVENT" | "HOLIDAY";
  titles: MenuNames;
  companyId: number | null;
}

export const eventDraft = (companyId: number | null): EventDraft => ({
  day: "",
  type: "EVENT",
  titles: { ko: "", en: "", zh: "", ja: "" },
  companyId,
});

export function validateEvent(draft: EventDraft): Problems {
  const problems: Problems = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.day) || Number.isNaN(Date.parse(draft.day)))
    problems.day = msg`날짜를 입력하세요.`;
  requiredText(problems, "titles.ko", draft.titles.ko, LIMITS.eventTitle);
  for (const locale of ["en", "zh", "ja"] as const)
    optionalText(problems, `titles.${locale}`, draft.titles[locale], LIMITS.eventTitle);
  return problems;
}

export const eventBody = (draft: EventDraft): AdminEventBody => ({
  day: draft.day,
  type: draft.type,
  title: draft.titles.ko.trim(),
  titles: {
    ko: draft.titles.ko.trim(),
    en: draft.titles.en.trim(),
    zh: draft.titles.zh.trim(),
    ja: draft.titles.ja.trim(),
  },
  companyId: draft.companyId,
});
