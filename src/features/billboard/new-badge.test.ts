import { describe, expect, it } from "vitest";
import { shouldShowNewBadge } from "./new-badge";

const banner = (updatedAt: string) => ({ updatedAt });

describe("shouldShowNewBadge (spec 4: first banner newer than the last login)", () => {
  it("shows when the first banner was updated after the last login", () => {
    expect(shouldShowNewBadge([banner("2026-11-20T10:00:01Z")], "2026-11-20T10:00:00Z")).toBe(true);
  });

  it("hides when the first banner is older or exactly as old", () => {
    expect(shouldShowNewBadge([banner("2026-11-19T10:00:00Z")], "2026-11-20T10:00:00Z")).toBe(
      false,
    );
    expect(shouldShowNewBadge([banner("2026-11-20T10:00:00Z")], "2026-11-20T10:00:00Z")).toBe(
      false,
    );
  });

  it("looks only at the first banner", () => {
    const banners = [banner("2026-01-01T00:00:00Z"), banner("2026-12-31T00:00:00Z")];
    expect(shouldShowNewBadge(banners, "2026-06-01T00:00:00Z")).toBe(false);
  });

  it("compares instants, not strings (time zones)", () => {
    expect(shouldShowNewBadge([banner("2026-11-20T10:00:00+09:00")], "2026-11-20T00:30:00Z")).toBe(
      true,
    );
    expect(shouldShowNewBadge([banner("2026-11-20T10:00:00+09:00")], "2026-11-20T01:30:00Z")).toBe(
      false,
    );
  });

  it("no banners or an unreadable updatedAt: no badge", () => {
    expect(shouldShowNewBadge([], "2026-11-20T10:00:00Z")).toBe(false);
    expect(shouldShowNewBadge(undefined, "2026-11-20T10:00:00Z")).toBe(false);
    expect(shouldShowNewBadge([banner("not a date")], "2026-11-20T10:00:00Z")).toBe(false);
  });

  it("a user without a previous login sees the badge; an unreadable lastLoginAt does not", () => {
    expect(shouldShowNewBadge([banner("2026-11-20T10:00:00Z")], null)).toBe(true);
    expect(shouldShowNewBadge([banner("2026-11-20T10:00:00Z")], undefined)).toBe(true);
    expect(shouldShowNewBadge([banner("2026-11-20T10:00:00Z")], "yesterday")).toBe(false);
  });
});
