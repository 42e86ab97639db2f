/**
 * The favorite popup's rules (spec 5 "Favorite popup", spec 9). The server applies the same rules
 * to PUT /api/favorite; tests/fixtures/favorite-validation-cases.ts runs one table against both.
 * - name: trimmed, 1..17 characters (code points, so an emoji counts once), no control characters;
 * - url: required; starts with http:// or https:// in any case; no whitespace or invisible
 *   character anywhere; parses as an http(s) URL with a host; at most 2048 characters.
 *   Every other scheme (javascript:, data:, ftp:, ...) is refused.
 */
export const FAVORITE_NAME_MAX = 17;
export const FAVORITE_URL_MAX = 2048;

/** The first problem of a favorite, in the order the popup reports them. */
export type FavoriteProblem = "nameAndUrl" | "name" | "urlRequired" | "url";

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/u;
const URL_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- same, plus every kind of space
  /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/u;

export const characterCount = (text: string) => Array.from(text).length;

/** Cuts typed or pasted text to 17 characters: extra input is ignored, not reported. */
export const limitFavoriteName = (text: string) =>
  characterCount(text) > FAVORITE_NAME_MAX
    ? Array.from(text).slice(0, FAVORITE_NAME_MAX).join("")
    : text;

export function isValidFavoriteName(name: string): boolean {
  const trimmed = name.trim();
  const count = characterCount(trimmed);
  return count > 0 && count <= FAVORITE_NAME_MAX && !NAME_FORBIDDEN.test(trimmed);
}

export function isValidFavoriteUrl(url: string): boolean {
  if (url.length === 0 || url.length > FAVORITE_URL_MAX) return false;
  // `new URL` alone would accept javascript:, data: and " http://x", hence the prefix test first.
  if (!/^https?:\/\//i.test(url) || URL_FORBIDDEN.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

export interface FavoriteCheck {
  /** The first problem, or null when the favorite may be saved. */
  problem: FavoriteProblem | null;
  nameInvalid: boolean;
  urlInvalid: boolean;
}

/** Spec 5: both fields are marked when both are wrong; only the first message is shown. */
export function checkFavorite(name: string, url: string): FavoriteCheck {
  const nameInvalid = !isValidFavoriteName(name);
  const urlInvalid = !isValidFavoriteUrl(url);
  const problem: FavoriteProblem | null =
    nameInvalid && urlInvalid
      ? "nameAndUrl"
      : nameInvalid
        ? "name"
        : url.length === 0
          ? "urlRequired"
          : urlInvalid
            ? "url"
            : null;
  return { problem, nameInvalid, urlInvalid };
}
