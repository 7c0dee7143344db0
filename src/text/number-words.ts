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
