/**
 * The password policy (spec 5 "Password", spec 9; DESIGN.md §5): 8-32 characters mixing upper and
 * lower case letters, digits and specials, where the only allowed specials are @ $ ! # % * ? &,
 * and not a common password (the deny list, also under digits, specials and look-alikes).
 * The server decides with it; the PWA's forms run the same function for early feedback, so a
 * password the form accepts is never refused by the server.
 */
import { COMMON_BASE_WORDS, COMMON_PASSWORDS } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
export const PASSWORD_SPECIALS = "@$!#%*?&";

export type PasswordProblem = "required" | "length" | "class" | "charset" | "common";

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

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const core = lower.replace(DECORATION, "");
  const plain = [...core].map((c) => LOOK_ALIKES[c] ?? c).join("");
  return COMMON_BASE_WORDS.has(core) || COMMON_BASE_WORDS.has(plain);
}

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
