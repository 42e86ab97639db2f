/**
 * A vCard 3.0 (RFC 2426) of a member, made on the device for "save contact": no server call, so it
 * also works from the offline copy of the chart.
 */
import type { OrganizationUser } from "../api";
import { shown } from "../tree";

/** RFC 2426 5.8.4: backslash, comma, semicolon and line breaks are escaped in text values. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldVCardLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

type VCardSource = Pick<
  OrganizationUser,
  "name" | "companyName" | "departmentName" | "position" | "duty" | "mobile" | "landline" | "mail"
>;

export function buildVCard(user: VCardSource): string {
  const text = escapeVCardText;
  const title = [shown(user.position), shown(user.duty)].filter(Boolean).join(" / ");
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `FN:${text(user.name)}`,
    // The chart has no family/given split (Korean names have no separator): the whole name.
    `N:${text(user.name)};;;;`,
    `ORG:${[user.companyName, user.departmentName].map(text).join(";")}`,
    title ? `TITLE:${text(title)}` : "",
    user.mobile?.trim() ? `TEL;TYPE=CELL,VOICE:${text(user.mobile.trim())}` : "",
    user.landline?.trim() ? `TEL;TYPE=WORK,VOICE:${text(user.landline.trim())}` : "",
    user.mail?.trim() ? `EMAIL;TYPE=INTERNET:${text(user.mail.trim())}` : "",
    "END:VCARD",
  ];
  return `${lines.filter(Boolean).map(foldVCardLine).join("\r\n")}\r\n`;
}

/** A file name the file systems of phones accept: the person's name without path characters. */
export function vCardFileName(name: string): string {
  const safe = [...name]
    .filter((char) => char >= " " && !'\\/:*?"<>|'.includes(char))
    .join("")
    .trim();
  return `${safe || "contact"}.vcf`;
}

/** Downloads the card through a Blob link (the browser or the shell hands it to Contacts). */
export function downloadVCard(user: VCardSource): void {
  const blob = new Blob([buildVCard(user)], { type: "text/vcard;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = vCardFileName(user.name);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the Blob after click() returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
