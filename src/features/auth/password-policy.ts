import { COMMON_BASE_WORDS, COMMON_PASSWORDS } from "./common-passwords";

/**
 * Client validator of spec 5 "Password" (and spec 9): 8-32 characters mixing upper and lower case
 * letters, digits and specials, where the only allowed specials are @ $ ! # % * ? &; plus the
 * server's deny list (common passwords, and common words under digits, specials and look-alikes).
 * The same table (tests/fixtures/password-policy-cases.ts) runs against the server's validator,
 * which stays authoritative.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
export const PASSWORD_SPECIALS = "@$!#%*?&";

const ALLOWED = /^[A-Za-z\d@$!#%*?&]*$/;
const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[@$!#%*?&]/];
/** Digits and specials people put around a word to satisfy the rules. */
const DECORATION = /^[\d@$!#%*?&]+|[\d@$!#%*?&]+$/g;
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  "@": "a",
  "4": "a",
  "0": "o",
  "1": "i",
  "!": "i",
  "3": "e",
  $: "s",
  "5": "s",
  "7": "t",
};

/** The server's rule (server/modules/auth/password-policy.ts), so both give the same verdict. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const core = lower.replace(DECORATION, "");
  const plain = [...core].map((c) => LOOK_ALIKES[c] ?? c).join("");
  return COMMON_BASE_WORDS.has(core) || COMMON_BASE_WORDS.has(plain);
}

export type PasswordProblem = "required" | "length" | "class" | "charset" | "common";

/** The first problem of a candidate new password, or null when it is acceptable. */
export function checkPassword(password: string): PasswordProblem | null {
  if (password === "") return "required";
  // Code points, so a letter outside the BMP counts once (it is rejected by the charset anyway).
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return "length";
  if (!ALLOWED.test(password)) return "charset";
  if (!CLASSES.every((pattern) => pattern.test(password))) return "class";
  if (isCommonPassword(password)) return "common";
  return null;
}

export type PasswordFormProblem =
  | { field: "current"; problem: "required" }
  | { field: "next"; problem: PasswordProblem | "same" }
  | { field: "confirm"; problem: "required" | "mismatch" };

/** Validates the change form: current, new (policy), confirmation; first problem first. */
export function checkPasswordChange(input: {
  current: string;
  next: string;
  confirm: string;
}): PasswordFormProblem | null {
  if (input.current === "") return { field: "current", problem: "required" };
  const problem = checkPassword(input.next);
  if (problem) return { field: "next", problem };
  if (input.next === input.current) return { field: "next", problem: "same" };
  if (input.confirm === "") return { field: "confirm", problem: "required" };
  if (input.confirm !== input.next) return { field: "confirm", problem: "mismatch" };
  return null;
}
