/**
 * Creates or replaces a provisioned person in one transaction: the account (no password: the
 * initial-password flow gives the first one), its jobs in the named companies and departments,
 * and their search keys. Returns what the caller must announce after the commit.
 */
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, companies, departments, employees } from "../../db/schema";
import { revokeAccountFamilies } from "../identity/refresh-repository";
import { scimErrors } from "./errors";
import type { JobInput, PersonInput } from "./user-input";
import { refreshSearchKeys } from "./search-keys";

export interface WriteOutcome {
  /** The account went from active to INACTIVE: its sessions were ended in the transaction. */
  deactivated: boolean;
  reactivated: boolean;
  /** Companies whose chart (member counts, listings) changed. */
  companyIds: number[];
}

interface ResolvedJob extends JobInput {
  companyId: number;
  departmentId: number | null;
  primary: boolean;
}

async function resolveJobs(db: Db, input: PersonInput): Promise<ResolvedJob[]> {
  const wanted = [
    ...(input.primary ? [{ ...input.primary, primary: true }] : []),
    ...(input.others ?? []).map((job) => ({ ...job, primary: false })),
  ];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: companies.id, code: companies.companyCode })
    .from(companies)
    .where(inArray(companies.companyCode, [...new Set(wanted.map((j) => j.companyCode))]));
  const resolved: ResolvedJob[] = [];
  for (const job of wanted) {
    const company = found.find((c) => c.code === job.companyCode);
    if (!company) throw scimErrors.invalidValue(`Unknown organization ${job.companyCode}`);
    let departmentId: number | null = null;
    if (job.departmentName) {
      // Matched by name within the company; the first in chart order if a name repeats.
      const [department] = await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.companyId, company.id), eq(departments.name, job.departmentName)))
        .orderBy(asc(departments.sortOrder), asc(departments.id))
        .limit(1);
      if (!department) {
        throw scimErrors.invalidValue(`Unknown department ${job.departmentName} in ${job.companyCode}`);
      }
      departmentId = department.id;
    }
    resolved.push({ ...job, companyId: company.id, departmentId });
  }
  return resolved;
}

function nextStatus(current: string | undefined, active: boolean): string {
  if (!active) return current === "RETIRED" ? "RETIRED" : "INACTIVE";
  return current === undefined || current === "INACTIVE" ? "ACTIVE" : current;
}

export async function writePerson(
  tx: Db,
  input: PersonInput,
  existing: { status: string } | undefined,
  now: Date,
): Promise<WriteOutcome> {
  const jobs = await resolveJobs(tx, input);
  const status = nextStatus(existing?.status, input.active);
  const account = {
    name: input.name,
    email: input.email,
    phone: input.mobile,
    externalId: input.externalId,
    status: status as "ACTIVE",
    ...(input.locale ? { locale: input.locale } : {}),
  };
  if (existing) {
    await tx.update(accounts).set(account).where(eq(accounts.accountId, input.accountId));
  } else {
    // No password: until the initial-password flow sends one, no password matches.
    await tx
      .insert(accounts)
      .values({ accountId: input.accountId, passwordHash: null, initLogin: true, ...account });
  }

  const before = await tx
    .select({ companyId: employees.companyId, primaryJob: employees.primaryJob })
    .from(employees)
    .where(eq(employees.accountId, input.accountId));
  const keep = new Set(jobs.map((j) => j.companyId));
  const oldPrimary = before.find((j) => j.primaryJob)?.companyId;
  if (!input.primary && oldPrimary !== undefined) keep.add(oldPrimary);
  if (!input.others) {
    for (const job of before) if (!job.primaryJob) keep.add(job.companyId);
  }
  await tx
    .delete(employees)
    .where(and(eq(employees.accountId, input.accountId), notInArray(employees.companyId, [...keep, 0])));
  if (input.primary) {
    await tx.update(employees).set({ primaryJob: false }).where(eq(employees.accountId, input.accountId));
  }
  for (const job of jobs) await upsertJob(tx, input, job);
  // The person's contacts are the same in each company; the desk phone belongs to the primary.
  await tx
    .update(employees)
    .set({ mobile: input.mobile, mail: input.email })
    .where(eq(employees.accountId, input.accountId));
  await refreshSearchKeys(tx, [input.accountId]);

  const wasActive = existing !== undefined && existing.status !== "INACTIVE";
  const deactivated = status === "INACTIVE" && (existing === undefined || wasActive);
  if (deactivated) await revokeAccountFamilies(tx, input.accountId, now);
  return {
    deactivated,
    reactivated: existing?.status === "INACTIVE" && status === "ACTIVE",
    companyIds: [...new Set([...before.map((j) => j.companyId), ...keep])],
  };
}

async function upsertJob(tx: Db, input: PersonInput, job: ResolvedJob): Promise<void> {
  const values = {
    departmentId: job.departmentId,
    position: job.position,
    duty: job.duty,
    primaryJob: job.primary,
    ...(job.primary ? { landline: input.landline } : {}),
  };
  const [updated] = await tx
    .update(employees)
    .set({ ...values, ...(job.employeeNo ? { employeeNo: job.employeeNo } : {}) })
    .where(and(eq(employees.accountId, input.accountId), eq(employees.companyId, job.companyId)))
    .returning({ id: employees.id });
  if (updated) return;
  await tx.insert(employees).values({
    accountId: input.accountId,
    companyId: job.companyId,
    // Every job needs a number; without one the login id is unique enough within a company.
    employeeNo: job.employeeNo ?? input.accountId,
    ...values,
  });
}
