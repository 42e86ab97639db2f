import { useQuery } from "@tanstack/react-query";
import { userQuery, type User } from "../../platform/user/query";
import { displayField, identityLines } from "../../platform/user/identity";

/** The fields of GET /api/user my page shows (read through the app-wide ["user"] query). */
export type MyPageUser = Pick<
  User,
  | "name"
  | "accountId"
  | "companyId"
  | "companyCode"
  | "companyList"
  | "departmentName"
  | "position"
  | "duty"
>;

export function useMyPageUser() {
  return useQuery(userQuery());
}

/** "Position · Duty" as on the home identity card, '-' parts left out; "" when both are empty. */
export const positionAndDuty = (user: MyPageUser) => identityLines(user).role;

export const departmentOf = (user: MyPageUser) => displayField(user.departmentName);

export function companyNameOf(user: MyPageUser): string {
  const current = user.companyList?.find((company) => company.companyId === user.companyId);
  return current?.companyName || current?.companyCode || user.companyCode || "";
}

export const hasSeveralCompanies = (user: MyPageUser | undefined) =>
  (user?.companyList?.length ?? 0) > 1;
