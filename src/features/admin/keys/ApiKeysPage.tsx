import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClassName } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { apiKeyKeys, apiKeysQuery, revokeApiKey } from "../api/api-keys";
import styles from "../admin.module.css";
import { useAdminAccess } from "../components/AdminAccessContext";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { QueryState } from "../components/QueryState";
import { useDelete } from "../components/use-delete";
import type { AdminApiKey } from "../types";
import { NewKeyForm } from "./NewKeyForm";
import { SecretOnce } from "./SecretOnce";

/** /admin/keys (group admins): create, list and revoke the integration keys. */
export function ApiKeysPage() {
  const { t, i18n } = useLingui();
  const access = useAdminAccess();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const query = useQuery({ ...apiKeysQuery(), enabled: access.kind === "GROUP" });
  const revoke = useDelete((key: AdminApiKey) => revokeApiKey(key.id), apiKeyKeys.all());
  const revokeQuestion = (name: string) =>
    t`"${name}" 키를 폐기할까요? 이 키를 쓰는 연동은 바로 멈춥니다.`;
  const when = (at: string) => i18n.date(new Date(at), { dateStyle: "medium" });
  return (
    <PageLayout title={t`연동 키`} back={{ to: "/admin" }}>
      <div className={styles.page}>
        {access.kind !== "GROUP" ? (
          <p role="alert">{t`연동 키는 그룹 관리자만 관리할 수 있습니다.`}</p>
        ) : (
          <>
            {created ? (
              <SecretOnce {...created} onDone={() => setCreated(null)} />
            ) : (
              <NewKeyForm onCreated={(name, secret) => setCreated({ name, secret })} />
            )}
            <FormMessage tone="error">{revoke.error}</FormMessage>
            <QueryState
              query={query}
              isEmpty={(keys) => keys.length === 0}
              empty={t`연동 키가 없습니다.`}
            >
              {(keys) => (
                <ul className={styles.rows} aria-label={t`연동 키 목록`}>
                  {keys.map((key) => {
                    const name = key.name;
                    return (
                      <li key={key.id} className={styles.row}>
                        <div className={`${styles.rowMain} ${key.revokedAt ? styles.off : ""}`}>
                          <strong>{key.name}</strong>
                          <div className={styles.muted}>
                            {key.scopes.join(", ")} · {when(key.createdAt)}
                            {key.revokedAt ? ` · ${t`폐기됨`}` : ""}
                          </div>
                        </div>
                        {key.revokedAt ? null : (
                          <button
                            type="button"
                            className={buttonClassName("text")}
                            aria-label={t`${name} 폐기`}
                            onClick={() => revoke.ask(key)}
                          >
                            {t`폐기`}
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </QueryState>
          </>
        )}
      </div>
      {revoke.asking ? (
        <ConfirmDialog
          title={t`연동 키 폐기`}
          message={revokeQuestion(revoke.asking.name)}
          confirmLabel={t`폐기`}
          onConfirm={revoke.confirm}
          onClose={revoke.cancel}
        />
      ) : null}
    </PageLayout>
  );
}
