import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/Button/Button";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { noticeReadsQuery } from "../api/notices";
import styles from "../admin.module.css";
import { QueryState } from "../components/QueryState";
import { downloadText, toCsv } from "../csv";
import type { NoticeReads } from "../types";
import { ReadsChart } from "./ReadsChart";

/** /admin/notices/{id}/reads: acknowledged and pending counts, the people, and the export. */
export function NoticeReadsPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const query = useQuery(noticeReadsQuery(id));
  const when = (at: string) => i18n.date(new Date(at), { dateStyle: "short", timeStyle: "short" });
  const exportCsv = (reads: NoticeReads) =>
    downloadText(
      `notice-${id}-acknowledgements.csv`,
      toCsv([
        [t`계정`, t`이름`, t`부서`, t`확인 시각`],
        ...reads.members.map((m) => [
          m.accountId,
          m.name,
          m.departmentName,
          m.acknowledgedAt ?? "",
        ]),
      ]),
    );
  return (
    <PageLayout title={t`확인 현황`} back={{ to: "/admin" }}>
      <div className={styles.page}>
        <QueryState query={query} empty={null}>
          {(reads) => (
            <>
              <section className={styles.card} aria-label={t`요약`}>
                <ReadsCounts acknowledged={reads.acknowledged} pending={reads.pending} />
                <ReadsChart acknowledged={reads.acknowledged} pending={reads.pending} />
                <Button variant="secondary" onClick={() => exportCsv(reads)}>
                  <Trans>CSV로 내보내기</Trans>
                </Button>
              </section>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.muted}>{t`대상자`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`이름`}</th>
                      <th scope="col">{t`부서`}</th>
                      <th scope="col">{t`확인 시각`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {reads.members.map((member) => (
                      <tr key={member.accountId}>
                        <td>{member.name}</td>
                        <td>{member.departmentName}</td>
                        <td>{member.acknowledgedAt ? when(member.acknowledgedAt) : t`대기`}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </QueryState>
      </div>
    </PageLayout>
  );
}

function ReadsCounts({ acknowledged, pending }: { acknowledged: number; pending: number }) {
  return (
    <p>
      <Trans>
        확인 {acknowledged}명 · 대기 {pending}명
      </Trans>
    </p>
  );
}
