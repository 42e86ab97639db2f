import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { outboxQuery } from "../../../platform/outbox/query";
import styles from "./Outbox.module.css";

/** "Waiting to be sent" while an edit (of `list`, or of any list) is still in the outbox. */
export function PendingNotice({ list }: { list?: string }) {
  const { t } = useLingui();
  const { data = [] } = useQuery(outboxQuery());
  const pending = data.some(
    (entry) => (list === undefined || entry.list === list) && entry.state === "pending",
  );
  if (!pending) return null;
  return (
    <p className={styles.pending} role="status">
      {t`변경 내용이 이 기기에 저장되어 있으며, 연결되면 전송됩니다.`}
    </p>
  );
}
