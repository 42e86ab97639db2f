/**
 * GET /api/organization-chart/user/search on a large seed: every search type answers exactly
 * the people the tables say it should, exact and prefix name matches come first, and `type`
 * narrows the fields searched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORGANIZATION_SEARCH_LIMIT } from "../../server/contract";
import { choseongOf, nameVariants } from "../../server/db/search-keys";
import {
  search,
  setUp,
  sortedNos,
  type Fixture,
  type Person,
} from "../helpers/organization-support";

let f: Fixture;
beforeAll(async () => {
  f = await setUp();
}, 180_000);
afterAll(() => f?.t.close());

const someone = (pick: (p: Person) => boolean) => {
  const found = f.people.find(pick);
  if (!found) throw new Error("no such person in the seed");
  return found;
};

describe("member search by type", () => {
  it("full name: the exact name first, every namesake included", async () => {
    const target = someone((p) => p.name.length === 3);
    const hits = await search(f.bench, { searchWord: target.name, type: "name" });
    const namesakes = f.people.filter((p) => p.name === target.name);
    expect(hits.slice(0, namesakes.length).map((h) => h.name)).toEqual(
      namesakes.map(() => target.name),
    );
    expect(sortedNos(hits.slice(0, namesakes.length))).toEqual(sortedNos(namesakes));
  });

  it("초성 finds the person (ㅎㄱㄷ style) and only names or departments with those initials", async () => {
    const target = someone((p) => p.name.length === 3);
    const initials = choseongOf(target.name);
    const hits = await search(f.bench, { searchWord: initials, type: "name" });
    expect(hits.map((h) => h.employeeNo)).toContain(target.employeeNo);
    for (const h of hits) {
      const given = h.name.slice(1);
      expect(
        choseongOf(h.name).startsWith(initials) || choseongOf(given).startsWith(initials),
      ).toBe(true);
    }
  });

  it("mixed 홍ㄱ input: syllable and initial positions both hold, and nobody is missed", async () => {
    const target = someone((p) => p.name.length === 3);
    const word = target.name.slice(0, 1) + choseongOf(target.name.slice(1, 2));
    const expected = f.people.filter(
      (p) =>
        p.name.startsWith(word.slice(0, 1)) && choseongOf(p.name.slice(1, 2)) === word.slice(1),
    );
    const hits = await search(f.bench, { searchWord: word, type: "name" });
    // All of them, or as many as the answer holds: never a person who does not fit.
    expect(hits).toHaveLength(Math.min(ORGANIZATION_SEARCH_LIMIT, expected.length));
    const expectedNos = new Set(sortedNos(expected));
    expect(hits.filter((h) => !expectedNos.has(h.employeeNo))).toEqual([]);
  });

  it("the last four digits of a mobile number find exactly those numbers", async () => {
    const target = someone((p) => p.mobile !== null);
    const last4 = target.mobile!.slice(-4);
    const expected = f.people.filter((p) => p.mobile?.endsWith(last4));
    for (const type of ["phone", "all"]) {
      expect(sortedNos(await search(f.bench, { searchWord: last4, type }))).toEqual(
        sortedNos(expected),
      );
    }
  });

  it("a mail prefix finds exactly the addresses starting with it", async () => {
    const target = someone((p) => p.mail !== null);
    const prefix = target.mail!.split("@")[0]!;
    const expected = f.people.filter((p) => p.mail?.startsWith(prefix));
    const hits = await search(f.bench, { searchWord: prefix, type: "mail" });
    expect(sortedNos(hits)).toEqual(sortedNos(expected));
  });

  it("department and position names, also from inside the word when the type says so", async () => {
    const dept = await search(f.bench, { searchWord: "상담", type: "department" });
    const inDept = f.people.filter((p) => p.department.includes("상담"));
    expect(dept).toHaveLength(Math.min(ORGANIZATION_SEARCH_LIMIT, inDept.length));
    expect(dept.every((h) => h.departmentName.includes("상담"))).toBe(true);
    const managers = await search(f.bench, { searchWord: "과장", type: "position" });
    expect(managers.length).toBeGreaterThan(0);
    expect(managers.every((h) => h.position === "과장")).toBe(true);
  });

  it("`type` narrows: a department word is no name, a name is no department", async () => {
    expect(await search(f.bench, { searchWord: "영업1팀", type: "name" })).toEqual([]);
    expect(
      (await search(f.bench, { searchWord: "영업1팀", type: "department" })).length,
    ).toBeGreaterThan(0);
    const target = someone((p) => p.name.length === 3);
    expect(await search(f.bench, { searchWord: target.name, type: "department" })).toEqual([]);
  });

  it("full-name prefixes rank before given-name matches", async () => {
    const word = "민"; // a family name (민) and the first syllable of many given names (민서)
    const hits = await search(f.bench, { searchWord: word, type: "name" });
    const isPrefix = hits.map((h) => h.name.startsWith(word));
    expect(isPrefix).toContain(true);
    expect(isPrefix).toContain(false);
    expect(isPrefix.slice(isPrefix.indexOf(false))).not.toContain(true);
    // The given name follows a one- or two-syllable family name (남궁민서: 민서).
    const given = (name: string) => [nameVariants(name).given, nameVariants(name).givenAlt];
    expect(
      hits.every((h) => h.name.startsWith(word) || given(h.name).some((g) => g?.startsWith(word))),
    ).toBe(true);
  });

  it("a broad word answers a full page of the best matches, the exact name still first", async () => {
    const family = "김";
    const everyone = f.people.filter((p) => p.name.startsWith(family));
    expect(everyone.length).toBeGreaterThan(ORGANIZATION_SEARCH_LIMIT);
    const hits = await search(f.bench, { searchWord: family, type: "name" });
    expect(hits).toHaveLength(ORGANIZATION_SEARCH_LIMIT);
    expect(hits.every((h) => h.name.startsWith(family))).toBe(true);
    const target = someone((p) => p.name.startsWith(family) && p.name.length === 3);
    const exact = await search(f.bench, { searchWord: target.name, type: "all" });
    expect(exact[0]?.name).toBe(target.name);
  });

  it("lists a department's members in full, in listing order", async () => {
    const giant = await search(f.bench, { searchWord: "고객상담센터", type: "department" });
    const departmentId = giant[0]!.departmentId!;
    const members = await search(f.bench, { departmentId });
    expect(members).toHaveLength(f.people.filter((p) => p.department === "고객상담센터").length);
    expect(members.length).toBeGreaterThan(ORGANIZATION_SEARCH_LIMIT); // not cut at the limit
  });
});
