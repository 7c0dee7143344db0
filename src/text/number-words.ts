/**
 * Numbers written as words ("twelve", "a dozen", "twice"), by their lower-cased word, for the
 * quantity reader and the readers of durations and fractions written in words.
 */

/** Number words and their values (a Map, not an object: `in` would find 'constructor'). */
export const WORD_NUMBERS = new Map<string, number>(
  Object.entries({
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
    hundred: 100,
    dozen: 12,
    half: 0.5,
    twice: 2,
    double: 2,
    triple: 3,
  }),
);

/**
 * Fractions written as one character ("3½", "¾ cup"), by the character: a number the reader adds
 * to the digits before it, so "3½–2½" states "3.5–2.5".
 */
export const VULGAR_FRACTIONS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    '½': 1 / 2,
    '⅓': 1 / 3,
    '⅔': 2 / 3,
    '¼': 1 / 4,
    '¾': 3 / 4,
    '⅕': 1 / 5,
    '⅖': 2 / 5,
    '⅗': 3 / 5,
    '⅘': 4 / 5,
    '⅙': 1 / 6,
    '⅚': 5 / 6,
    '⅛': 1 / 8,
    '⅜': 3 / 8,
    '⅝': 5 / 8,
    '⅞': 7 / 8,
  }),
);

/**
 * Verbs that change a value by a share of it: "halved" is a fall by 50 %, "doubled" a rise by
 * 100 %, so "cut by 40%" contradicts "halved" and "from 1,260 to 630" states it (`stated-change.ts`).
 */
export const CHANGE_WORDS: ReadonlyMap<string, number> = new Map([
  ['halved', 50],
  ['doubled', 100],
  ['tripled', 200],
  ['trebled', 200],
  ['quadrupled', 300],
]);
