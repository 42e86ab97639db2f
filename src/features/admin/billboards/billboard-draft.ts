import { msg } from "@lingui/core/macro";
import type { AdminBillboard, AdminBillboardBody } from "../types";
import {
  LIMITS,
  httpsLink,
  optionalText,
  period,
  requiredText,
  toInstant,
  toLocalInput,
  type Problems,
} from "../validate";

export interface BillboardDraft {
  title: string;
  titleSub: string;
  link: string;
  enabled: boolean;
  sortOrder: string;
  companyId: number | null;
  from: string;
  to: string;
}

export function billboardDraft(
  billboard: AdminBillboard | undefined,
  companyId: number | null,
): BillboardDraft {
  return {
    title: billboard?.title ?? "",
    titleSub: billboard?.titleSub ?? "",
    link: billboard?.link ?? "",
    enabled: billboard?.enabled ?? true,
    sortOrder: String(billboard?.sortOrder ?? 0),
    companyId: billboard ? billboard.companyId : companyId,
    from: toLocalInput(billboard?.from),
    to: toLocalInput(billboard?.to),
  };
}

export function validateBillboard(draft: BillboardDraft): Problems {
  const problems: Problems = {};
  requiredText(problems, "title", draft.title, LIMITS.title);
  optionalText(problems, "titleSub", draft.titleSub, LIMITS.titleSub);
  httpsLink(problems, "link", draft.link, false);
  if (!/^\d{1,5}$/.test(draft.sortOrder.trim()) || Number(draft.sortOrder) > 10_000)
    problems.sortOrder = msg`0에서 10000 사이의 숫자를 입력하세요.`;
  period(problems, { from: "from", to: "to" }, draft.from, draft.to);
  return problems;
}

export function billboardBodyOf(draft: BillboardDraft): AdminBillboardBody {
  const link = draft.link.trim();
  return {
    title: draft.title.trim(),
    titleSub: draft.titleSub.trim(),
    link: link === "" ? null : link,
    enabled: draft.enabled,
    sortOrder: Number(draft.sortOrder),
    companyId: draft.companyId,
    from: toInstant(draft.from),
    to: toInstant(draft.to),
  };
}
