import { createContext, useContext } from "react";
import type { AdminKind, ManagedCompany } from "../types";

export interface GrantedAccess {
  kind: AdminKind;
  /** The company of the token: what a company admin manages. */
  companyId: number;
  /** Every company a group admin may manage (its own for a company admin), when the server says. */
  companies?: ManagedCompany[];
}

export const AdminAccessContext = createContext<GrantedAccess | null>(null);

/** The caller's rights; only rendered inside AdminGate, which shows nothing else without them. */
export function useAdminAccess(): GrantedAccess {
  const access = useContext(AdminAccessContext);
  if (!access) throw new Error("useAdminAccess outside the admin area");
  return access;
}
