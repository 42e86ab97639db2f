/** Spec 3: '-' (and null or blank) means empty. */
export function displayField(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? "";
  return trimmed === "-" ? "" : trimmed;
}

export interface IdentityLines {
  name: string;
  accountId: string;
  department: string;
  /** Position and duty joined by " · ", empty parts left out. */
  role: string;
}

/** The fields of the user record the identity card shows (missing or null: empty). */
export type IdentitySource = Partial<
  Record<"name" | "accountId" | "departmentName" | "position" | "duty", string | null>
>;

/** The identity card's text, with '-' shown as empty. */
export function identityLines(user: IdentitySource): IdentityLines {
  return {
    name: displayField(user.name),
    accountId: displayField(user.accountId),
    department: displayField(user.departmentName),
    role: [displayField(user.position), displayField(user.duty)].filter(Boolean).join(" · "),
  };
}
