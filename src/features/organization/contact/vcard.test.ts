import { afterEach, describe, expect, it, vi } from "vitest";
import { buildVCard, downloadVCard, escapeVCardText, foldVCardLine, vCardFileName } from "./vcard";

const HONG = {
  name: "홍길동",
  companyName: "한빛홀딩스",
  departmentName: "전략기획팀",
  position: "과장",
  duty: "-",
  mobile: "010-1234-5678",
  landline: "02-3700-1234",
  mail: "gildong.hong@hanbit.example",
};

afterEach(() => vi.restoreAllMocks());

describe("vCard of a member", () => {
  it("has the name, organisation, title, phones and e-mail as vCard 3.0 lines", () => {
    expect(buildVCard(HONG)).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "FN:홍길동",
        "N:홍길동;;;;",
        "ORG:한빛홀딩스;전략기획팀",
        "TITLE:과장",
        "TEL;TYPE=CELL,VOICE:010-1234-5678",
        "TEL;TYPE=WORK,VOICE:02-3700-1234",
        "EMAIL;TYPE=INTERNET:gildong.hong@hanbit.example",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
  });

  it("leaves out what the member does not have", () => {
    const card = buildVCard({ ...HONG, position: "-", mobile: null, landline: " ", mail: null });
    expect(card).not.toMatch(/TITLE|TEL|EMAIL/);
    expect(card).toContain("FN:홍길동\r\n");
  });

  it("escapes backslashes, commas, semicolons and line breaks so no field spills into another", () => {
    expect(escapeVCardText("R&D; Seoul, Korea\\2\nfloor")).toBe(
      "R&D\\; Seoul\\, Korea\\\\2\\nfloor",
    );
    const card = buildVCard({ ...HONG, departmentName: "연구;개발, 1팀" });
    expect(card).toContain("ORG:한빛홀딩스;연구\\;개발\\, 1팀\r\n");
  });

  it("folds lines past 75 octets without splitting a Korean character", () => {
    const line = `NOTE:${"가".repeat(40)}`; // 5 + 120 octets
    const folded = foldVCardLine(line);
    const parts = folded.split("\r\n ");
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join("")).toBe(line);
    for (const [i, part] of parts.entries())
      expect(new TextEncoder().encode(part).length + (i > 0 ? 1 : 0)).toBeLessThanOrEqual(75);
  });

  it("is named after the person, without characters a file system refuses", () => {
    expect(vCardFileName("홍길동")).toBe("홍길동.vcf");
    expect(vCardFileName('a/b\\c:"d"')).toBe("abcd.vcf");
    expect(vCardFileName("  ")).toBe("contact.vcf");
  });

  it("downloads through a Blob link of type text/vcard", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:card";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("홍길동.vcf");
      expect(this.href).toBe("blob:card");
    });
    downloadVCard(HONG);
    expect(click).toHaveBeenCalledOnce();
    expect(created[0]!.type).toBe("text/vcard;charset=utf-8");
    expect(await created[0]!.text()).toContain("FN:홍길동");
    expect(document.querySelector("a[download]")).toBeNull(); // the link does not stay behind
  });
});
