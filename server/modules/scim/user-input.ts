/**
 * What a SCIM User body (POST, PUT, or a PATCHed rendering) means for the portal: the account,
 * the primary job (enterprise extension: employeeNumber, organization = company code,
 * department = name within that company; `title` = position) and the other jobs (our jobs
 * extension). Unknown attributes are ignored (RFC 7643 §3: a service provider may); values of
 * the wrong kind are 400 invalidValue. `undefined` jobs mean "not in the body": keep them.
 */
import { z } from "zod";
import { LOCALES, type Locale } from "../../db/schema/enums";
import { SCHEMA } from "./constants";
import { scimErrors } from "./errors";

/** Entra sends booleans as "True"/"False" strings in PATCH values. */
const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.enum(["true", "false"]))
    .transform((s) => s === "true"),
]);
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();

const multiValued = (max: number) =>
  z
    .array(
      z.object({
        value: text(max).nullish(),
        type: z.string().max(40).nullish(),
        primary: scimBoolean.nullish(),
      }),
    )
    .max(20)
    .nullish();

const jobSchema = z.object({
  organization: text(100).min(1),
  department: optionalText(200),
  position: optionalText(100),
  duty: optionalText(100),
  employeeNumber: optionalText(40),
  primary: scimBoolean.nullish(),
});

export const userBodySchema = z.object({
  userName: text(64)
    .min(1)
    .transform((s) => s.toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9][a-z0-9._@+-]*$/, "letters, digits and . _ @ + -")),
  externalId: optionalText(200),
  displayName: optionalText(100),
  name: z
    .object({
      formatted: optionalText(100),
      familyName: optionalText(50),
      givenName: optionalText(50),
    })
    .nullish(),
  title: optionalText(100),
  active: scimBoolean.nullish(),
  emails: multiValued(254),
  phoneNumbers: multiValued(40),
  locale: z.string().max(20).nullish(),
  preferredLanguage: z.string().max(20).nullish(),
  [SCHEMA.enterprise]: z
    .object({
      employeeNumber: optionalText(40),
      organization: optionalText(100),
      department: optionalText(200),
    })
    .nullish(),
  [SCHEMA.jobs]: z.object({ jobs: z.array(jobSchema).max(20).nullish() }).nullish(),
});
export type UserBody = z.infer<typeof userBodySchema>;

export interface JobInput {
  companyCode: string;
  departmentName: string | null;
  position: string | null;
  duty: string | null;
  employeeNo: string | null;
}

export interface PersonInput {
  accountId: string;
  externalId: string | null;
  name: string;
  email: string | null;
  mobile: string | null;
  landline: string | null;
  locale: Locale | null;
  active: boolean;
  primary: JobInput | undefined;
  others: JobInput[] | undefined;
}

const HANGUL = /[\uac00-\ud7a3]/u;

function nameOf(body: UserBody): string {
  const given = body.name?.givenName ?? "";
  const family = body.name?.familyName ?? "";
  // Korean names are written family name first, without a space (홍길동).
  const joined = HANGUL.test(family + given) ? `${family}${given}` : `${given} ${family}`.trim();
  return body.displayName || body.name?.formatted || joined || body.userName;
}

type Contact = NonNullable<UserBody["emails"]>[number];
const pick = (list: Contact[] | null | undefined, type?: string): string | null => {
  const values = (list ?? []).filter((c) => c.value);
  const hit = type
    ? values.find((c) => c.type?.toLowerCase() === type)
    : (values.find((c) => c.primary) ?? values[0]);
  return hit?.value ?? null;
};

function localeOf(body: UserBody): Locale | null {
  const tag = (body.preferredLanguage ?? body.locale ?? "").slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(tag) ? (tag as Locale) : null;
}

const orNull = (s: string | null | undefined) => (s ? s : null);

function jobOf(job: z.infer<typeof jobSchema>): JobInput {
  return {
    companyCode: job.organization,
    departmentName: orNull(job.department),
    position: orNull(job.position),
    duty: orNull(job.duty),
    employeeNo: orNull(job.employeeNumber),
  };
}

function jobsOf(body: UserBody): Pick<PersonInput, "primary" | "others"> {
  const enterprise = body[SCHEMA.enterprise];
  const listed = body[SCHEMA.jobs] ? (body[SCHEMA.jobs]?.jobs ?? []) : undefined;
  const organization = orNull(enterprise?.organization);
  const marked = listed?.find((j) => j.primary) ?? listed?.[0];
  const primaryCode = organization ?? marked?.organization ?? null;
  const sameCompany = listed?.find((j) => j.organization === primaryCode);
  let primary: JobInput | undefined;
  if (primaryCode !== null) {
    primary = {
      companyCode: primaryCode,
      // The enterprise extension decides the primary job's department and number.
      departmentName: organization
        ? orNull(enterprise?.department)
        : orNull(sameCompany?.department),
      position: orNull(body.title) ?? orNull(sameCompany?.position),
      duty: orNull(sameCompany?.duty),
      employeeNo: orNull(enterprise?.employeeNumber) ?? orNull(sameCompany?.employeeNumber),
    };
  } else if (enterprise && (enterprise.department || enterprise.employeeNumber)) {
    throw scimErrors.invalidValue("The enterprise extension needs organization (a company code)");
  }
  const others = listed?.filter((j) => j.organization !== primaryCode).map(jobOf);
  if (others && new Set(others.map((j) => j.companyCode)).size !== others.length) {
    throw scimErrors.invalidValue("One job per organization");
  }
  return { primary, others };
}

/** Parses a User body; malformed ones are 400 invalidValue naming the first problem. */
export function personInputOf(raw: unknown): PersonInput {
  const parsed = userBodySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw scimErrors.invalidValue(
      `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`,
    );
  }
  const body = parsed.data;
  return {
    accountId: body.userName,
    externalId: orNull(body.externalId),
    name: nameOf(body),
    email: pick(body.emails, "work") ?? pick(body.emails),
    mobile: pick(body.phoneNumbers, "mobile") ?? pick(body.phoneNumbers),
    landline: pick(body.phoneNumbers, "work"),
    locale: localeOf(body),
    active: body.active ?? true,
    ...jobsOf(body),
  };
}
