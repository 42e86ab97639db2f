import { describe, expect, it } from "vitest";
import type { OrganizationNode } from "./api";
import { childrenOf, headCount, mailHref, pathTo, shown, smsHref, telHref } from "./tree";

const node = (id: number, name: string, children: OrganizationNode[] = []): OrganizationNode => ({
  id,
  name,
  parentId: null,
  companyId: 1,
  memberCount: 0,
  children,
});

describe("organisation chart helpers", () => {
  it("breadcrumbs run from the root to the department", () => {
    const tree = [
      node(1, "한빛", [node(2, "전략기획본부", [node(3, "전략기획팀")])]),
      node(9, "기타"),
    ];
    expect(pathTo(tree, 3).map((n) => n.name)).toEqual(["한빛", "전략기획본부", "전략기획팀"]);
    expect(pathTo(tree, 42)).toEqual([]);
  });

  it("one-tap links: tel: keeps digits and +, mailto: only for an address", () => {
    expect(telHref("010-1234-5678")).toBe("tel:01012345678");
    expect(telHref("+82 10 1234 5678")).toBe("tel:+821012345678");
    expect(telHref("-")).toBeNull();
    expect(mailHref("gildong.hong@hanbit.example")).toBe("mailto:gildong.hong@hanbit.example");
    expect(mailHref("javascript:alert(1)//@x.y")).toBeNull();
    expect(mailHref(null)).toBeNull();
  });

  it('"-" means empty', () => {
    expect(shown("-")).toBe("");
    expect(shown("과장")).toBe("과장");
  });

  it("a department's head count includes every department below it", () => {
    const hq = {
      ...node(1, "본부", [
        { ...node(2, "팀", [{ ...node(3, "파트"), memberCount: 4 }]), memberCount: 2 },
        { ...node(4, "팀2"), memberCount: 5 },
      ]),
      memberCount: 1,
    };
    expect(headCount(hq)).toBe(12);
    expect(childrenOf([hq], 1).map((n) => n.name)).toEqual(["팀", "팀2"]);
    expect(childrenOf([hq], undefined)).toEqual([hq]);
    expect(childrenOf([hq], 99)).toEqual([]);
  });

  it("sms: takes a number as tel: does", () => {
    expect(smsHref("010-1234-5678")).toBe("sms:01012345678");
    expect(smsHref("-")).toBeNull();
  });
});
