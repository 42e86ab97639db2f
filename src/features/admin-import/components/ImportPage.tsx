import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { runImport } from "../api";
import { ImportReport } from "./ImportReport";
import styles from "./ImportPage.module.css";

/**
 * Admin > Import (docs/integration.md "CSV import"): choose a file, dry run it to see every
 * problem by row and column, then apply it. Applying is offered only after a clean dry run of
 * the same file and options, so nobody writes a file they have not checked.
 */
export function ImportPage() {
  const { t } = useLingui();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [deactivate, setDeactivate] = useState(false);
  const [checked, setChecked] = useState(false);
  const fileId = useId();
  // The file and options travel with each run, not read from the render that made the mutation:
  // a click right after choosing a file must send that file.
  const run = useMutation({
    mutationFn: (job: { mode: "dry-run" | "apply"; text: string; deactivate: boolean }) =>
      runImport(job.text, job.mode, job.deactivate),
    onSuccess: (result) => setChecked(result.mode === "dry-run" && result.problemCount === 0),
  });
  const choose = async (chosen: File | undefined) => {
    setChecked(false);
    run.reset();
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };

  return (
    <PageLayout title={t`인사 정보 가져오기`} back={{ to: "/user" }}>
      <div className={styles.page}>
        <p>{t`사람, 부서, 겸직을 CSV 파일 하나로 가져옵니다. 먼저 검사하고, 문제가 없으면 적용하세요.`}</p>
        <label htmlFor={fileId} className={styles.label}>
          {t`CSV 파일`}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={deactivate}
            onChange={(event) => {
              setDeactivate(event.target.checked);
              setChecked(false);
            }}
          />
          {t`파일에 없는 사람은 비활성화`}
        </label>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={!file || run.isPending}
            onClick={() => run.mutate({ mode: "dry-run", text: file?.text ?? "", deactivate })}
          >
            {t`검사`}
          </Button>
          <Button
            disabled={!checked || run.isPending}
            onClick={() => run.mutate({ mode: "apply", text: file?.text ?? "", deactivate })}
          >
            {t`적용`}
          </Button>
        </div>
        {run.isPending ? (
          <div role="status" className={styles.progress}>
            <progress aria-label={t`처리 중`} />
            <span>{t`처리 중입니다. 큰 파일은 1분 가까이 걸릴 수 있습니다.`}</span>
          </div>
        ) : null}
        {run.isError ? <p role="alert">{t`가져오지 못했습니다. 다시 시도하세요.`}</p> : null}
        {run.data ? <ImportReport result={run.data} /> : null}
      </div>
    </PageLayout>
  );
}
