import { describe, expect, it } from "vitest";
import type { AccessClaims } from "./access-token";
import { cachedAccessTokenVerifier, type TimedVerdict } from "./access-token-cache";

const claims: AccessClaims = {
  accountId: "kim",
  companyId: 1,
  empNo: "E1",
  authority: "user",
  familyId: "f1",
};
const EXP = 1_800_000_900; // seconds
const at = (seconds: number, ms = 0) => new Date(seconds * 1000 + ms);

/** A verifier that passes `good` (until EXP, like jose) and counts its calls. */
function counting(good = "good.token") {
  const calls: string[] = [];
  const verify = async (token: string, now: Date): Promise<TimedVerdict> => {
    calls.push(token);
    if (token !== good) return { ok: false, reason: "invalid" };
    if (EXP <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: "expired" };
    return { ok: true, claims, expiresAt: EXP };
  };
  return { calls, verify };
}

describe("the verified access-token memo", () => {
  it("checks a token's signature once, then answers from memory until it expires", async () => {
    const { calls, verify } = counting();
    const check = cachedAccessTokenVerifier(verify);
    expect(await check("good.token", at(EXP - 600))).toEqual({ ok: true, claims });
    expect(await check("good.token", at(EXP - 1, 999))).toEqual({ ok: true, claims });
    expect(calls).toHaveLength(1);
    // The very second jose would call it expired, and from then on.
    expect(await check("good.token", at(EXP))).toEqual({ ok: false, reason: "expired" });
    expect(await check("good.token", at(EXP + 5))).toEqual({ ok: false, reason: "expired" });
  });

  it("keeps no failed verdict: a forged token is checked every time", async () => {
    const { calls, verify } = counting();
    const check = cachedAccessTokenVerifier(verify);
    await check("good.token", at(EXP - 600));
    expect(await check("good.tokeN", at(EXP - 600))).toEqual({ ok: false, reason: "invalid" });
    expect(await check("good.tokeN", at(EXP - 600))).toEqual({ ok: false, reason: "invalid" });
    expect(calls).toEqual(["good.token", "good.tokeN", "good.tokeN"]);
  });

  it("holds at most maxEntries tokens, forgetting the oldest first", async () => {
    const tokens = ["a", "b", "c"];
    const calls: string[] = [];
    const check = cachedAccessTokenVerifier(async (token): Promise<TimedVerdict> => {
      calls.push(token);
      return { ok: true, claims, expiresAt: EXP };
    }, 2);
    for (const token of tokens) await check(token, at(EXP - 600));
    await check("c", at(EXP - 600));
    await check("b", at(EXP - 600));
    await check("a", at(EXP - 600)); // forgotten: checked again
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });

  it("leaves a token that is not valid yet (clock set back) to the full check", async () => {
    const calls: string[] = [];
    const check = cachedAccessTokenVerifier(async (token, now): Promise<TimedVerdict> => {
      calls.push(token);
      const valid = Math.floor(now.getTime() / 1000) >= EXP - 900;
      return valid
        ? { ok: true, claims, expiresAt: EXP, notBefore: EXP - 900 }
        : { ok: false, reason: "invalid" };
    });
    expect((await check("t", at(EXP - 600))).ok).toBe(true);
    expect((await check("t", at(EXP - 1000))).ok).toBe(false);
    expect(calls).toHaveLength(2);
  });
});
