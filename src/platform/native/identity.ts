import { readFreshSession } from "../session/token-session";

/**
 * Who is logged in, for the ids the device and alarm calls repeat in their bodies (the server
 * checks them against the token; a body for someone else is refused). Read fresh from storage:
 * another tab or a company change may have replaced the token.
 */
export interface SessionIdentity {
  accessToken: string | undefined;
  accountId: string | undefined;
  companyId: number | undefined;
  empNo: string | undefined;
}

export async function readSessionIdentity(): Promise<SessionIdentity> {
  const { accessToken, identity, empNo } = await readFreshSession();
  return { accessToken, accountId: identity?.accountId, companyId: identity?.companyId, empNo };
}
