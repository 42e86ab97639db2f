/**
 * Native-shell and logging bodies repeat the caller's ids (spec 7). They may only ever describe
 * the caller's own session: anything else is 403, never a write on someone else's behalf.
 */
import type { AccessAuth } from "../../plugins/auth";
import { apiErrors } from "../../lib/api-error";
import { normalizeAccountId } from "../identity/account-repository";

export interface ClaimedIdentity {
  accountId: string;
  companyId: number;
  empNo?: string;
}

export function assertSelf(auth: AccessAuth, claimed: ClaimedIdentity): void {
  if (
    normalizeAccountId(claimed.accountId) !== auth.accountId ||
    claimed.companyId !== auth.companyId ||
    (claimed.empNo !== undefined && claimed.empNo.trim() !== auth.empNo)
  )
    throw apiErrors.forbidden({ messageKey: "portal.notYourIdentity" });
}
