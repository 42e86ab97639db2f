import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { PUSH_STATS_DAYS, pushStatsQuery, type PushStats } from "../api/push-stats";
import styles from "../admin.module.css";
import { QueryState } from "../components/QueryState";
import { DeliveryChart } from "./DeliveryChart";

type Outcome = Exclude<keyof PushStats, "since">;
const OUTCOMES: readonly Outcome[] = ["sent", "failed", "dropped", "skipped", "pending"];

/** /admin/push: how the pushes of the last days went (sent, failed, dropped devices...). */
export function PushStatsPage() {
  const { t } = useLingui();
  const [days, setDays] = useState<number>(7);
  const query = useQuery(pushStatsQuery(days));
  const label: Record<Outcome, string> = {
    sent: t`보냄`,
    failed: t`실패`,
    dropped: t`해지된 기기`,
    skipped: t`건너뜀 (설정·방해 금지 시간)`,
    pending: t`대기 중`,
  };
  return (
    <PageLayout title={t`푸시 발송 현황`} back={{ to: "/admin" }}>
      <div className={styles.page}>
        <label>
          {t`기간`}{" "}
          <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {PUSH_STATS_DAYS.map((value) => (
              <option key={value} value={value}>
                {t`최근 ${value}일`}
              </option>
            ))}
          </select>
        </label>
        <QueryState
          query={query}
          isEmpty={(stats) => OUTCOMES.every((outcome) => stats[outcome] === 0)}
          empty={t`이 기간에 보낸 푸시가 없습니다.`}
        >
          {(stats) => {
            const { sent, failed } = stats;
            return (
              <>
                <DeliveryChart
                  parts={OUTCOMES.map((outcome) => ({ outcome, count: stats[outcome] }))}
                  label={t`발송 결과 ${sent}건 보냄, ${failed}건 실패`}
                />
                <dl className={styles.rows}>
                  {OUTCOMES.map((outcome) => (
                    <div key={outcome} className={styles.row}>
                      <dt>{label[outcome]}</dt>
                      <dd>{stats[outcome]}</dd>
                    </div>
                  ))}
                </dl>
              </>
            );
          }}
        </QueryState>
      </div>
    </PageLayout>
  );
}
