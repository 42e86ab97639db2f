import { queryOptions } from "@tanstack/react-query";
import type {
  ApprovalResult,
  PointResult,
  VacationResult,
  WorkTimeResult,
} from "../../../server/contract/portal";
import { api } from "../../lib/api-client";

export type { ApprovalResult, PointResult, VacationResult, WorkTimeResult };

/** Spec 6/9: company 1 is the only company with vacation data; no other asks for it. */
export const VACATION_COMPANY_ID = 1;
export const hasVacationData = (companyId: unknown) => Number(companyId) === VACATION_COMPANY_ID;

/**
 * Personal figures: root "mypage" is persisted (lib/query-persist.ts) in the signed-in user's own
 * store, wiped on logout, so My page shows them offline. Vacation is keyed by company for safety
 * on a switch.
 */
export const mypageKeys = {
  all: () => ["mypage"] as const,
  approval: () => ["mypage", "approval"] as const,
  vacation: (companyId: number) => ["mypage", "vacation", companyId] as const,
  point: () => ["mypage", "point"] as const,
  workTime: () => ["mypage", "workTime"] as const,
};

/** Failures are shown by the page itself (spec 8: approval and vacation alert, then stop). */
const local = { errorHandling: "local" } as const;

export const approvalQuery = () =>
  queryOptions({
    queryKey: mypageKeys.approval(),
    queryFn: ({ signal }) => api<ApprovalResult>("/internal/approval", { signal }),
    meta: local,
  });

/** Only for company 1 (callers gate it with `enabled`; the server answers 403 elsewhere). */
export const vacationQuery = (companyId: number) =>
  queryOptions({
    queryKey: mypageKeys.vacation(companyId),
    queryFn: ({ signal }) => api<VacationResult>("/internal/vacation", { signal }),
    enabled: hasVacationData(companyId),
    meta: local,
  });

export const pointQuery = () =>
  queryOptions({
    queryKey: mypageKeys.point(),
    queryFn: ({ signal }) => api<PointResult>("/internal/point", { signal }),
    meta: local,
  });

export const workTimeQuery = () =>
  queryOptions({
    queryKey: mypageKeys.workTime(),
    queryFn: ({ signal }) => api<WorkTimeResult>("/internal/workTime", { signal }),
    meta: local,
  });
