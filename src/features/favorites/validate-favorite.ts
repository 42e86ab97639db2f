/**
 * The favorite popup's view of the rules in shared/favorite.ts (the same ones PUT /api/favorite
 * applies): which fields to mark, and how typing is held to the name's length.
 */
import {
  characterCount,
  FAVORITE_NAME_MAX,
  favoriteProblem,
  isFavoriteName,
  isFavoriteUrl,
  type FavoriteProblem,
} from "../../../shared/favorite";

export type { FavoriteProblem } from "../../../shared/favorite";

/** Cuts typed or pasted text to 17 characters: extra input is ignored, not reported. */
export const limitFavoriteName = (text: string) =>
  characterCount(text) > FAVORITE_NAME_MAX
    ? Array.from(text).slice(0, FAVORITE_NAME_MAX).join("")
    : text;

export interface FavoriteCheck {
  /** The first problem, or null when the favorite may be saved. */
  problem: FavoriteProblem | null;
  nameInvalid: boolean;
  urlInvalid: boolean;
}

/** Spec 5: both fields are marked when both are wrong; only the first message is shown. */
export function checkFavorite(name: string, url: string): FavoriteCheck {
  return {
    problem: favoriteProblem(name, url),
    nameInvalid: !isFavoriteName(name),
    urlInvalid: !isFavoriteUrl(url),
  };
}
