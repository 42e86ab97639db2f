import { checkPassword, type PasswordProblem } from "../../../shared/password-policy";

/**
 * The password change form's checks, in the order it reports them. The new password goes through
 * the policy the server applies (shared/password-policy.ts), so the form's verdict is the
 * server's; this module adds only what the form itself asks (current password, confirmation).
 */
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
