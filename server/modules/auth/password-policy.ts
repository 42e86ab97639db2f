/**
 * The authoritative password policy (spec §5 "Password", §9; DESIGN.md §5): 8-32 characters,
 * upper and lower case letters, digits and specials, the only specials being @ $ ! # % * ? &,
 * and not a common password. tests/fixtures/password-policy-cases.ts runs against this and
 * against the client's validator, so both give the same verdicts (the client only gives early
 * feedback; this one decides).
 */
import { randomInt } from "node:crypto";
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS } from "../../contract";
import { COMMON_BASE_WORDS, COMMON_PASSWORDS } from "./common-passwords";

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

function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const core = lower.replace(DECORATION, "");
  const plain = [...core].map((c) => LOOK_ALIKES[c] ?? c).join("");
  return COMMON_BASE_WORDS.has(core) || COMMON_BASE_WORDS.has(plain);
}

/** The first problem of a candidate new password, or null when it is acceptable. */
export function checkPassword(password: string): PasswordProblem | null {
  if (password === "") return "required";
  const length = [...password].length; // code points, like the client
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return "length";
  if (!ALLOWED.test(password)) return "charset";
  if (!CLASSES.every((pattern) => pattern.test(password))) return "class";
  if (isCommon(password)) return "common";
  return null;
}

const LOWER = "abcdefghijkmnpqrstuvwxyz"; // no l: easy to misread in an SMS
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ"; // no I, O
const DIGITS = "23456789"; // no 0, 1

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] as string;

/** A random temporary password that satisfies the policy (12 characters, every class). */
export function generateTemporaryPassword(): string {
  const all = LOWER + UPPER + DIGITS + PASSWORD_SPECIALS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  const password = chars.join("");
  return checkPassword(password) === null ? password : generateTemporaryPassword();
}
