/**
 * The letters of an initials avatar. Korean names (family name first, one syllable) show the
 * given name, as Korean messengers do: 홍길동 → 길동. Latin names show the first letters of the
 * first two words: Jane Doe → JD.
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return "?";
  const words = trimmed.split(/\s+/);
  if (/^[\p{Script=Hangul}\p{Script=Han}]+$/u.test(trimmed)) {
    const chars = [...trimmed];
    return chars.length >= 3 ? chars.slice(-2).join("") : chars.join("");
  }
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join("");
}
