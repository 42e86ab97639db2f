import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ImportProblem } from "./api";

/** The server's problem codes (server/contract/admin-import.ts) in the user's language. */
const TEXTS: Record<ImportProblem["code"], MessageDescriptor> = {
  BAD_CSV: msg`CSV 형식이 아닙니다 (닫히지 않은 따옴표)`,
  EMPTY_FILE: msg`빈 파일입니다`,
  TOO_MANY_ROWS: msg`행이 너무 많습니다 (최대 100,000)`,
  MISSING_COLUMN: msg`필수 열이 없습니다`,
  UNKNOWN_COLUMN: msg`알 수 없는 열입니다`,
  DUPLICATE_COLUMN: msg`같은 열이 두 번 있습니다`,
  WRONG_FIELD_COUNT: msg`칸 수가 머리글과 다릅니다`,
  REQUIRED: msg`값이 필요합니다`,
  TOO_LONG: msg`값이 너무 깁니다`,
  BAD_ACCOUNT_ID: msg`계정 ID 형식이 올바르지 않습니다`,
  BAD_EMAIL: msg`이메일 형식이 올바르지 않습니다`,
  BAD_PHONE: msg`전화번호 형식이 올바르지 않습니다`,
  BAD_VALUE: msg`허용되지 않는 값입니다`,
  BAD_DEPARTMENT: msg`부서 경로에 빈 부분이 있습니다`,
  UNKNOWN_COMPANY: msg`없는 회사 코드입니다`,
  DUPLICATE_JOB: msg`같은 회사에 같은 계정이 두 번 있습니다`,
  DUPLICATE_EMPLOYEE_NO: msg`같은 회사에 같은 사번이 두 번 있습니다`,
  EMPLOYEE_NO_TAKEN: msg`다른 사람이 쓰는 사번입니다`,
  CONFLICTING_PERSON: msg`같은 사람의 행끼리 값이 다릅니다`,
  PRIMARY_COUNT: msg`주 소속이 정확히 하나여야 합니다`,
};

export const problemText = (code: ImportProblem["code"]): MessageDescriptor => TEXTS[code];
