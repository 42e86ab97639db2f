import { useLingui } from "@lingui/react/macro";
import type { ImportResult } from "../api";
import { problemText } from "../problem-texts";
import styles from "./ImportPage.module.css";

/** The outcome of a dry run or an apply: the summary, then every listed problem. */
export function ImportReport({ result }: { result: ImportResult }) {
  const { t, i18n } = useLingui();
  const s = result.summary;
  const n = (value: number) => i18n.number(value);
  const [problems, rows, people] = [n(result.problemCount), n(s.rows), n(s.people)];
  const [created, updated] = [n(s.accountsCreated), n(s.accountsUpdated)];
  const [newJobs, changedJobs, newDepartments] = [
    n(s.jobsCreated),
    n(s.jobsUpdated),
    n(s.departmentsCreated),
  ];
  const [retiredJobs, retiredAccounts] = [n(s.jobsDeactivated), n(s.accountsDeactivated)];
  const headline = result.applied
    ? t`적용했습니다.`
    : result.problemCount > 0
      ? t`문제 ${problems}건: 아무것도 바꾸지 않았습니다.`
      : t`문제가 없습니다. 적용할 수 있습니다.`;
  return (
    <section aria-label={t`가져오기 결과`}>
      <p role="status">{headline}</p>
      <ul>
        <li>{t`행 ${rows}, 사람 ${people}`}</li>
        <li>{t`새 계정 ${created}, 바뀐 계정 ${updated}`}</li>
        <li>{t`새 겸직 ${newJobs}, 바뀐 겸직 ${changedJobs}, 새 부서 ${newDepartments}`}</li>
        <li>{t`비활성화: 겸직 ${retiredJobs}, 계정 ${retiredAccounts}`}</li>
      </ul>
      {result.problems.length > 0 ? (
        <table className={styles.table}>
          <caption>{t`문제 목록`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`행`}</th>
              <th scope="col">{t`열`}</th>
              <th scope="col">{t`문제`}</th>
              <th scope="col">{t`값`}</th>
            </tr>
          </thead>
          <tbody>
            {result.problems.map((p, i) => (
              <tr key={`${p.row}-${p.column}-${p.code}-${i}`}>
                <td>{n(p.row)}</td>
                <td>{p.column ?? "-"}</td>
                <td>{i18n._(problemText(p.code))}</td>
                <td>{p.value ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
