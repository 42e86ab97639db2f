/**
 * Korean personal names for generated employees: family names weighted roughly by how common
 * they are (김 이 박 cover almost half of Koreans), given names from two common syllables.
 * Includes two-syllable family names (남궁, 황보, 제갈, 선우) so search handles them.
 */
import type { Random } from "./random";

/** [family name, weight]. */
// prettier-ignore
const FAMILY_NAMES: readonly (readonly [string, number])[] = [
  ["김", 215], ["이", 147], ["박", 84], ["최", 47], ["정", 44], ["강", 24], ["조", 21], ["윤", 21],
  ["장", 20], ["임", 17], ["한", 15], ["오", 15], ["서", 15], ["신", 14], ["권", 14], ["황", 13],
  ["안", 13], ["송", 13], ["류", 12], ["전", 11], ["홍", 11], ["고", 9], ["문", 9], ["양", 9],
  ["손", 9], ["배", 8], ["백", 8], ["허", 6], ["유", 6], ["남", 6], ["심", 5], ["노", 5],
  ["하", 5], ["곽", 4], ["성", 4], ["차", 4], ["주", 4], ["우", 4], ["구", 4], ["민", 3],
  ["진", 3], ["나", 3], ["지", 3], ["엄", 3], ["채", 3], ["원", 3], ["천", 2], ["방", 2],
  ["남궁", 2], ["황보", 2], ["제갈", 1], ["선우", 1],
];
const TOTAL_WEIGHT = FAMILY_NAMES.reduce((sum, [, w]) => sum + w, 0);

const FIRST_SYLLABLES = [
  ..."민서지현수영준하도예은유채승시주윤태건우가나다소아연재정성혜경미상동진",
];
const SECOND_SYLLABLES = [..."준서윤우민호연현진아은희영수빈혁원훈린율희솔람경주석아래별비성환"];

export function familyName(random: Random): string {
  let roll = random.int(1, TOTAL_WEIGHT);
  for (const [name, weight] of FAMILY_NAMES) {
    roll -= weight;
    if (roll <= 0) return name;
  }
  return "김";
}

export function givenName(random: Random): string {
  let first = random.pick(FIRST_SYLLABLES);
  let second = random.pick(SECOND_SYLLABLES);
  if (first === second) second = random.pick(SECOND_SYLLABLES);
  // A rare one-syllable given name (e.g. 김 솔): real, and an edge case for search keys.
  if (random.chance(0.02)) first = "";
  return `${first}${second}`;
}

export function koreanName(random: Random): string {
  return `${familyName(random)}${givenName(random)}`;
}
