import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { readIdentity } from "../../../platform/session";
import { clearUserData } from "../../../platform/session/purge";
import { useErrorText } from "../../../components/FormMessage/use-error-text";
import { companyListQuery, switchCompany } from "../api";
import styles from "./SelectCompanyPage.module.css";

/** /selectCompany: pick the company to work in; switching replaces the tokens and user caches. */
export function SelectCompanyPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companies = useQuery(companyListQuery());
  const [currentId, setCurrentId] = useState<number | undefined>();
  const [choice, setChoice] = useState<number | undefined>();

  useEffect(() => {
    let active = true;
    void readIdentity().then((identity) => {
      if (active) setCurrentId(identity?.companyId);
    });
    return () => {
      active = false;
    };
  }, []);

  const select = useMutation({
    mutationFn: async (companyId: number) => {
      if (companyId === currentId) return;
      await switchCompany(companyId);
      await clearUserData(queryClient);
    },
    meta: { errorHandling: "local" },
    onSuccess: () => void navigate({ to: "/", replace: true }),
  });
  const selected = choice ?? currentId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected !== undefined && !select.isPending) select.mutate(selected);
  };

  return (
    <PageLayout title={t`회사 선택`} back>
      {companies.isPending ? (
        <p role="status">
          <Trans>불러오는 중…</Trans>
        </p>
      ) : companies.isError ? (
        <FormMessage tone="error">{errorText(companies.error)}</FormMessage>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              <Trans>근무할 회사를 선택하세요.</Trans>
            </legend>
            {companies.data.map((company) => (
              <label key={company.companyId} className={styles.choice}>
                <input
                  type="radio"
                  name="company"
                  value={company.companyId}
                  checked={selected === company.companyId}
                  onChange={() => setChoice(company.companyId)}
                />
                <span className={styles.name}>{company.companyName}</span>
                {company.companyId === currentId ? (
                  <span className={styles.current}>
                    <Trans>현재 회사</Trans>
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
          <FormMessage tone="error">
            {select.isError ? errorText(select.error) : undefined}
          </FormMessage>
          <Button
            type="submit"
            disabled={selected === undefined}
            aria-disabled={select.isPending || undefined}
          >
            <Trans>선택</Trans>
          </Button>
        </form>
      )}
    </PageLayout>
  );
}
