import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { TextField } from "../../../components/TextField/TextField";
import { AUDIT_PAGE_SIZE, allAuditEntries, auditQuery, type AuditFilter } from "../api/audit";
import styles from "../admin.module.css";
import { Pager } from "../components/Pager";
import { QueryState } from "../components/QueryState";
import { downloadText, toCsv } from "../csv";
import { useAdminErrorText } from "../form-errors";
import { period, toInstant, type Problems } from "../validate";
import { AuditTable } from "./AuditTable";

const NO_FILTER = { from: "", to: "", actor: "", action: "" };

/** /admin/audit: the audit log, filtered by time, actor and action, paged, exported as CSV. */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const errorText = useAdminErrorText();
  const [fields, setFields] = useState(NO_FILTER);
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [problems, setProblems] = useState<Problems>({});
  const [exporting, setExporting] = useState({ busy: false, error: "" });
  const query = useQuery(auditQuery(filter, page));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    period(found, { from: "from", to: "to" }, fields.from, fields.to);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setFilter({ ...fields, from: toInstant(fields.from) ?? "", to: toInstant(fields.to) ?? "" });
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting({ busy: true, error: "" });
    try {
      const entries = await allAuditEntries(filter);
      const rows = entries.map((e) => [e.at, e.actor, e.action, e.targetId, e.outcome]);
      downloadText(
        "audit-log.csv",
        toCsv([[t`시각`, t`사용자`, t`작업`, t`대상`, t`결과`], ...rows]),
      );
      setExporting({ busy: false, error: "" });
    } catch (error) {
      setExporting({ busy: false, error: errorText(error) });
    }
  };
  const errorOf = (field: string) => (problems[field] ? i18n._(problems[field]) : undefined);
  return (
    <PageLayout title={t`감사 로그`} back={{ to: "/admin" }}>
      <div className={styles.page}>
        <form className={styles.card} onSubmit={apply} noValidate aria-label={t`필터`}>
          <TextField
            type="datetime-local"
            label={t`시작`}
            value={fields.from}
            error={errorOf("from")}
            onChange={(event) => setFields({ ...fields, from: event.target.value })}
          />
          <TextField
            type="datetime-local"
            label={t`종료`}
            value={fields.to}
            error={errorOf("to")}
            onChange={(event) => setFields({ ...fields, to: event.target.value })}
          />
          <TextField
            label={t`사용자 (계정)`}
            value={fields.actor}
            maxLength={100}
            onChange={(event) => setFields({ ...fields, actor: event.target.value })}
          />
          <TextField
            label={t`작업`}
            hint={t`예: notice.create`}
            value={fields.action}
            maxLength={100}
            onChange={(event) => setFields({ ...fields, action: event.target.value })}
          />
          <div className={styles.actions}>
            <Button type="submit">{t`적용`}</Button>
            <Button variant="secondary" disabled={exporting.busy} onClick={() => void exportCsv()}>
              {exporting.busy ? t`내보내는 중…` : t`CSV로 내보내기`}
            </Button>
          </div>
          <FormMessage tone="error">{exporting.error}</FormMessage>
        </form>
        <QueryState
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={<Trans>기록이 없습니다.</Trans>}
        >
          {(data) => (
            <>
              <AuditTable entries={data.items} />
              <Pager page={page} total={data.total} size={AUDIT_PAGE_SIZE} onPage={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </PageLayout>
  );
}
