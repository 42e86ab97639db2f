import { Plural, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import { formatCurrency, formatNumber, minutesToHours } from "../../../lib/format";
import { isNativeApp } from "../../../platform/native/detect";
import { openViaHandover } from "../../home";
import { approvalBoxPath, type ApprovalBox } from "../approval-boxes";
import type { ApprovalResult, PointResult, VacationResult, WorkTimeResult } from "../api";
import { Figures, figuresState } from "./Figures";

/** Approval counts: draft, waiting for my approval, rejected; each opens its box (handover). */
export function ApprovalCard({ query }: { query: UseQueryResult<ApprovalResult> }) {
  const { t, i18n } = useLingui();
  const data = query.data;
  const inApp = isNativeApp();
  const count = (value: number | undefined) => formatNumber(value, i18n.locale);
  const open = (box: ApprovalBox) => () => openViaHandover(approvalBoxPath(box, inApp));
  const draft = count(data?.draftCount);
  const before = count(data?.apprBeforeCount);
  const reject = count(data?.rejectCount);
  return (
    <Figures
      title={t`결재 현황`}
      headingId={useId()}
      state={figuresState(query)}
      freshness={query.data}
      figures={[
        {
          key: "draft",
          label: t({ message: "기안", context: "approval" }),
          value: draft,
          action: { label: t`기안 ${draft}건`, onActivate: open("draft") },
        },
        {
          key: "before",
          label: t({ message: "결재 대기", context: "approval" }),
          value: before,
          action: { label: t`결재 대기 ${before}건`, onActivate: open("before") },
        },
        {
          key: "reject",
          label: t({ message: "반려", context: "approval" }),
          value: reject,
          action: { label: t`반려 ${reject}건`, onActivate: open("reject") },
        },
      ]}
    />
  );
}

function Days({ value }: { value: number | undefined }) {
  const days = Number(value ?? 0) || 0;
  return <Plural value={days} one="#일" other="#일" />;
}

/** Vacation days (company 1 only): granted, used, available. */
export function VacationCard({ query }: { query: UseQueryResult<VacationResult> }) {
  const { t } = useLingui();
  const data = query.data;
  return (
    <Figures
      title={t`휴가`}
      headingId={useId()}
      state={figuresState(query)}
      freshness={query.data}
      figures={[
        {
          key: "granted",
          label: t({ message: "부여", context: "vacation" }),
          value: <Days value={data?.numberOfVacationGranted} />,
        },
        {
          key: "used",
          label: t({ message: "사용", context: "vacation" }),
          value: <Days value={data?.numberOfVacationUsed} />,
        },
        {
          key: "available",
          label: t({ message: "잔여", context: "vacation" }),
          value: <Days value={data?.numberOfVacationAvailable} />,
        },
      ]}
    />
  );
}

/** Welfare points: basic allowance and what remains. */
export function PointCard({ query }: { query: UseQueryResult<PointResult> }) {
  const { t, i18n } = useLingui();
  const data = query.data;
  return (
    <Figures
      title={t`포인트`}
      headingId={useId()}
      state={figuresState(query)}
      freshness={query.data}
      figures={[
        {
          key: "basic",
          label: t`기본 포인트`,
          value: formatCurrency(data?.basicPoint, i18n.locale),
        },
        {
          key: "remain",
          label: t`잔여 포인트`,
          value: formatCurrency(data?.remainPoint, i18n.locale),
        },
      ]}
    />
  );
}

/** Work time of the period in hours: required, planned, recorded. */
export function WorkTimeCard({ query }: { query: UseQueryResult<WorkTimeResult> }) {
  const { t, i18n } = useLingui();
  const data = query.data;
  return (
    <Figures
      title={t`근무 시간`}
      headingId={useId()}
      state={figuresState(query)}
      freshness={query.data}
      figures={[
        {
          key: "require",
          label: t({ message: "필수", context: "work time" }),
          value: minutesToHours(data?.requireTime, i18n.locale),
        },
        {
          key: "plan",
          label: t({ message: "계획", context: "work time" }),
          value: minutesToHours(data?.planTime, i18n.locale),
        },
        {
          key: "record",
          label: t({ message: "실적", context: "work time" }),
          value: minutesToHours(data?.recordTime, i18n.locale),
        },
      ]}
    />
  );
}
