import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { MenuNames } from "./types";

/**
 * The admin forms' checks before sending, so a mistake is shown under its field at once. The
 * server checks the same limits again (it is the authority); these are the sizes of
 * server/contract/admin.ts.
 */
export const LIMITS = {
  title: 200,
  titleSub: 300,
  html: 100_000,
  url: 2_000,
  menuName: 100,
  eventTitle: 100,
  keyName: 100,
} as const;

export type Problems = Record<string, MessageDescriptor>;

const REQUIRED = msg`필수 항목입니다.`;
const tooLong = (max: number) => msg`${max}자 이하로 입력하세요.`;

/** An absolute https URL with a host and no spaces (javascript:, data:, http: are refused). */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

export function requiredText(problems: Problems, field: string, value: string, max: number) {
  if (value.trim() === "") problems[field] = REQUIRED;
  else if (value.trim().length > max) problems[field] = tooLong(max);
}

export function optionalText(problems: Problems, field: string, value: string, max: number) {
  if (value.trim().length > max) problems[field] = tooLong(max);
}

export function httpsLink(problems: Problems, field: string, value: string, required: boolean) {
  const link = value.trim();
  if (link === "") {
    if (required) problems[field] = REQUIRED;
    return;
  }
  if (link.length > LIMITS.url) problems[field] = tooLong(LIMITS.url);
  else if (!isHttpsUrl(link)) problems[field] = msg`https://로 시작하는 주소를 입력하세요.`;
}

/** A period from datetime-local values (`both`: neither may be empty); the start comes first. */
export function period(
  problems: Problems,
  fields: { from: string; to: string },
  from: string,
  to: string,
  both = false,
) {
  if (both && from === "") problems[fields.from] = REQUIRED;
  if (both && to === "") problems[fields.to] = REQUIRED;
  if (from !== "" && to !== "" && Date.parse(from) >= Date.parse(to))
    problems[fields.to] = msg`종료는 시작보다 뒤여야 합니다.`;
}

export function menuNames(problems: Problems, prefix: string, names: MenuNames) {
  requiredText(problems, `${prefix}names.ko`, names.ko, LIMITS.menuName);
  for (const locale of ["en", "zh", "ja"] as const)
    optionalText(problems, `${prefix}names.${locale}`, names[locale], LIMITS.menuName);
}

/** The visible text of rich HTML (an empty editor still holds tags like <br>). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .trim();
}

/** datetime-local value (the device's time zone) -> ISO instant; "" -> null. */
export const toInstant = (local: string): string | null =>
  local === "" ? null : new Date(local).toISOString();

/** ISO instant -> datetime-local value in the device's time zone; null -> "". */
export function toLocalInput(instant: string | null | undefined): string {
  if (!instant) return "";
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
