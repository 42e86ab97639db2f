import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/Button/Button";
import { Dialog } from "../../../components/Dialog/Dialog";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { useBlockingDialog } from "../../../lib/blocking-dialog";
import { NoticeContent } from "../../notices";
import { acknowledge, ackKeys, pendingAckQuery, type PendingAck } from "../api";

/** A refusal that means "nothing to acknowledge" (deleted meanwhile, not for this company). */
const GONE = new Set([403, 404]);

/**
 * The must-acknowledge notices (issue 17), one after the other, over everything else: no close
 * button, Escape and the backdrop do nothing; only "I have read this" moves on. Offline the
 * acknowledgement waits in the outbox and the next notice follows at once. With nothing known
 * (offline, never asked) it shows nothing: the user is never locked out.
 */
export function AckGate() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(pendingAckQuery());
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState({ tone: "info" as "info" | "error", text: "" });
  const waiting = (query.data ?? []).filter((notice) => !done.has(notice.id));
  const current = waiting[0];
  useBlockingDialog(current !== undefined);
  if (!current) return null;

  const finish = (notice: PendingAck) => {
    setDone((before) => new Set(before).add(notice.id));
    queryClient.setQueryData(ackKeys.pending(), (list: PendingAck[] | undefined) =>
      list?.filter((other) => other.id !== notice.id),
    );
  };
  const confirm = async () => {
    setSending(true);
    const outcome = await acknowledge(current.id).catch(() => ({ kind: "queued" }) as const);
    setSending(false);
    if (outcome.kind === "error" && !GONE.has(outcome.failure.status)) {
      setMessage({
        tone: "error",
        text: outcome.failure.message || t`확인을 보내지 못했습니다. 다시 시도하세요.`,
      });
      return;
    }
    setMessage(
      outcome.kind === "queued"
        ? { tone: "info", text: t`확인을 기기에 저장했습니다. 연결되면 전송됩니다.` }
        : { tone: "info", text: "" },
    );
    finish(current);
  };

  const position = (query.data ?? []).length - waiting.length + 1;
  const total = (query.data ?? []).length;
  return (
    <Dialog
      title={current.title}
      // Must be acknowledged: Escape and the backdrop leave it open.
      onClose={() => undefined}
      stepKey={String(current.id)}
      titleAside={total > 1 ? <span aria-hidden="true">{`${position}/${total}`}</span> : undefined}
      footer={
        <Button onClick={() => void confirm()} disabled={sending} aria-busy={sending || undefined}>
          {sending ? t`보내는 중…` : t`읽었습니다`}
        </Button>
      }
    >
      <p>
        <Trans>필독 공지입니다. 읽은 뒤 확인을 눌러 주세요.</Trans>
        {total > 1 ? ` ${t`${total}개 중 ${position}번째`}` : ""}
      </p>
      <NoticeContent html={current.html} />
      <FormMessage tone={message.tone}>{message.text}</FormMessage>
    </Dialog>
  );
}

export default AckGate;
