/**
 * Is this text a plain same-site path under every reading a browser or proxy might give it?
 * Browsers are lenient in ways that turn innocent-looking text into another host: "//evil",
 * "/\evil" (backslash = slash), "/\t/evil" (tabs and newlines are dropped), "%2F%2Fevil" after one
 * more decoding step, "／／evil" (fullwidth solidus, NFKC-folded by some stacks). So every decoded
 * variant (up to a fixed number of rounds) and its NFKC form must be a plain path. Used by the
 * return path after an SSO round trip (return-path.ts, on both sides) and by the server's approval
 * handover, which also refuses spaces.
 */
const MAX_LENGTH = 2000;
const DECODE_ROUNDS = 4;
/** Backslash and the Unicode characters that look like, or fold to, a slash or backslash. */
const SLASH_LIKE = /[\\\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;
/** C0, DEL, C1, line/paragraph separators, zero-width and bidi controls, BOM. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

function isPlainPath(candidate: string, rejectSpaces: boolean): boolean {
  return (
    candidate.startsWith("/") &&
    !candidate.startsWith("//") &&
    !SLASH_LIKE.test(candidate) &&
    !INVISIBLE.test(candidate) &&
    !(rejectSpaces && /\s/u.test(candidate))
  );
}

/** The text and every further percent-decoding of it; null when one does not decode. */
function decodedVariants(input: string): string[] | null {
  const variants = [input];
  let current = input;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return variants;
    variants.push(next);
    current = next;
  }
  // Still changing after the last round: nobody encodes a real path this many times.
  return null;
}

/** The fully decoded path when every decoding is a plain path, else null. */
export function plainPathInEveryDecoding(
  input: string,
  options: { rejectSpaces?: boolean } = {},
): string | null {
  if (input.length === 0 || input.length > MAX_LENGTH) return null;
  const variants = decodedVariants(input);
  const rejectSpaces = options.rejectSpaces ?? false;
  const plain = variants?.every(
    (v) => isPlainPath(v, rejectSpaces) && isPlainPath(v.normalize("NFKC"), rejectSpaces),
  );
  return plain && variants ? (variants[variants.length - 1] ?? input) : null;
}
