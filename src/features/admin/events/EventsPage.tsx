import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { EVENT_PAGE_SIZE, adminEventKeys, adminEventsQuery, deleteEvent } from "../api/events";
import styles from "../admin.module.css";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Pager } from "../components/Pager";
import { QueryState } from "../components/QueryState";
import { DeleteRowButton } from "../components/DeleteRowButton";
import { useScopeLabel } from "../components/ScopeField";
import { useDelete } from "../components/use-delete";
import type { AdminEvent } from "../types";
import { EventForm } from "./EventForm";

/** /admin/events: add a company event or holiday (4 languages), list them, delete one. */
export function EventsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [added, setAdded] = useState({ count: 0, text: "" });
  const query = useQuery(adminEventsQuery(page));
  const scopeLabel = useScopeLabel();
  const deleteQuestion = (title: string) => t`"${title}" 일정을 삭제할까요? 되돌릴 수 없습니다.`;
  const removal = useDelete((event: AdminEvent) => deleteEvent(event.id), adminEventKeys.all());
  return (
    <PageLayout title={t`일정과 휴일`} back={{ to: "/admin" }}>
      <div className={styles.page}>
        <FormMessage tone="success">{added.text}</FormMessage>
        <FormMessage tone="error">{removal.error}</FormMessage>
        {/* A new key after each save: the form starts empty for the next entry. */}
        <EventForm
          key={added.count}
          onSaved={(title) =>
            setAdded({ count: added.count + 1, text: t`${title} 일정을 추가했습니다.` })
          }
        />
        <h2>{t`등록된 일정`}</h2>
        <QueryState
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={t`일정이 없습니다.`}
        >
          {(data) => (
            <>
              <ul className={styles.rows} aria-label={t`일정 목록`}>
                {data.items.map(({ title, ...event }) => (
                  <li key={event.id} className={styles.row}>
                    <span>{event.day}</span>
                    <span className={styles.rowMain}>{title}</span>
                    <span className={styles.badge}>
                      {event.type === "HOLIDAY" ? t`휴일` : t`일정`}
                    </span>
                    <span className={styles.muted}>{scopeLabel(event.companyId)}</span>
                    <DeleteRowButton
                      title={title}
                      onClick={() => removal.ask({ ...event, title })}
                    />
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.total} size={EVENT_PAGE_SIZE} onPage={setPage} />
            </>
          )}
        </QueryState>
      </div>
      {removal.asking ? (
        <ConfirmDialog
          title={t`일정 삭제`}
          message={deleteQuestion(removal.asking.title)}
          confirmLabel={t`삭제`}
          onConfirm={removal.confirm}
          onClose={removal.cancel}
        />
      ) : null}
    </PageLayout>
  );
}
