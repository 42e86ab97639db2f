/** Plain descriptions of the demo people, turned into rows by demo.ts. */
import type { DepartmentPath, Position } from "./org-chart";

export interface JobSeed {
  companyId: number;
  path: DepartmentPath;
  position: Position;
  /** 직책 such as 팀장; null for none (the API renders "-"). */
  duty: string | null;
  authority: string;
  primaryJob: boolean;
  /** Year of joining: the first four digits of the employee number. */
  joinYear: number;
  mobile: string | null;
  mail: string | null;
  landline: string | null;
  birthday: string | null;
  workInfo: string | null;
}

export interface PersonSeed {
  accountId: string;
  name: string;
  phone: string | null;
  email: string | null;
  initLogin: boolean;
  passwordChangedAt: Date;
  lastLoginAt: Date | null;
  jobs: JobSeed[];
}

export const DAY_MS = 86_400_000;
export const daysBefore = (now: Date, days: number): Date =>
  new Date(now.getTime() - days * DAY_MS);
