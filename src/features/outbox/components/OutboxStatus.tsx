import { FailedEdits } from "./FailedEdits";
import { PendingNotice } from "./PendingNotice";

/** Edits waiting to be sent (of `list`, or any) and edits the server refused. */
export function OutboxStatus({ list }: { list?: string }) {
  return (
    <>
      <PendingNotice list={list} />
      <FailedEdits />
    </>
  );
}
