/**
 * Favorite validation (spec 5 "Favorite popup", spec 9): the popup's checks and the server's body
 * schema of PUT /api/favorite are both this code, so the popup never lets through what the server
 * refuses, nor the other way round.
 * - name: trimmed, 1..17 characters (code points, so an emoji counts once), no control characters;
 * - url: required, starts with http:// or https:// (any case), parses with `new URL` as http:
 *   or https: with a host, at most 2048 characters, no whitespace or control character anywhere
 *   (a leading space fails too). Every other scheme (javascript:, data:, ftp:, ...) fails.
 * One problem per item, the first that applies: name and url invalid > name > url empty > url.
 */

export const FAVORITE_NAME_MAX = 17;
export const FAVORITE_URL_MAX = 2048;
/** Favorites per user and company; also the largest accepted PUT body. */
export const FAVORITE_LIST_MAX = 100;

/** The problems, each with its server message key ("portal.favorite.*"); the PWA has own texts. */
export const FAVORITE_ERRORS = {
  /** 'Check the text and URL format.' (name invalid, url invalid or empty) */
  nameAndUrl: "portal.favorite.nameAndUrlInvalid",
  /** 'Check the text.' (name empty, too long or with control characters) */
  name: "portal.favorite.nameInvalid",
  /** 'Check the address.' (url empty, name fine) */
  urlRequired: "portal.favorite.urlRequired",
  /** 'Check the URL format.' (url not a valid http(s) address, name fine) */
  url: "portal.favorite.urlInvalid",
} as const;
export type FavoriteProblem = keyof typeof FAVORITE_ERRORS;
export type FavoriteErrorKey = (typeof FAVORITE_ERRORS)[FavoriteProblem];

/** Whitespace, C0/C1 controls and invisible format characters (zero-width, bidi, BOM). */
const SPACE_OR_CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/u;
// eslint-disable-next-line no-control-regex -- same, but spaces are fine inside a name
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/u;

/** Characters as a person counts them (a surrogate pair is one), as char_length does in SQL. */
export const characterCount = (text: string): number => Array.from(text).length;

export function isFavoriteName(name: string): boolean {
  const trimmed = name.trim();
  const count = characterCount(trimmed);
  return count > 0 && count <= FAVORITE_NAME_MAX && !CONTROL.test(trimmed);
}

export function isFavoriteUrl(url: string): boolean {
  if (url.length === 0 || url.length > FAVORITE_URL_MAX) return false;
  // The prefix test comes first: `new URL` alone accepts javascript:, data:, "  http://x".
  if (!/^https?:\/\//i.test(url) || SPACE_OR_CONTROL.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

/** The first problem of a favorite item, or null when it is valid. */
export function favoriteProblem(name: string, url: string): FavoriteProblem | null {
  const nameOk = isFavoriteName(name);
  const urlOk = isFavoriteUrl(url);
  if (!nameOk && !urlOk) return "nameAndUrl";
  if (!nameOk) return "name";
  if (url.length === 0) return "urlRequired";
  if (!urlOk) return "url";
  return null;
}

/** The server's message key of the first problem, or null when the item is valid. */
export function favoriteError(name: string, url: string): FavoriteErrorKey | null {
  const problem = favoriteProblem(name, url);
  return problem === null ? null : FAVORITE_ERRORS[problem];
}
