/**
 * Temporary passwords for the reset flow. The policy they must satisfy, and that every new password
 * is checked against, is shared/password-policy.ts (the PWA's forms run the same one).
 */
import { randomInt } from "node:crypto";
import { checkPassword, PASSWORD_SPECIALS } from "../../../shared/password-policy";

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
