import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useBlockingDialog } from "../../../lib/blocking-dialog";
import { lazyWhenOnline } from "../../../lib/when-online";
import { pendingAckQuery } from "../api";

const AckGate = lazyWhenOnline(() => import("./AckGate"));

/** Holds Main's popups back while the gate's code loads, as the gate does once it is there. */
function GateLoading() {
  useBlockingDialog(true);
  return null;
}

/**
 * Asks for the notices the user must acknowledge, and loads the gate only when there is one. On
 * most starts there is none, and the gate's dialog, the notice's HTML sanitizer (DOMPurify) and
 * the animation code stay unloaded: their evaluation was a long task on every start of Main.
 * Once loaded, the gate stays and ends itself when the last notice is acknowledged.
 */
export default function AckWatch() {
  const { data } = useQuery(pendingAckQuery());
  const [needed, setNeeded] = useState(false);
  if (!needed && data && data.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={<GateLoading />}>
      <AckGate />
    </Suspense>
  ) : null;
}
