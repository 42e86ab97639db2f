import { useEffect } from "react";
import { showApprovalBadge } from "./badge";

/** Keeps the app icon's badge at the approvals waiting (the count My page already loaded). */
export function useApprovalBadge(waiting: number | undefined): void {
  useEffect(() => {
    if (waiting !== undefined) showApprovalBadge(waiting);
  }, [waiting]);
}
