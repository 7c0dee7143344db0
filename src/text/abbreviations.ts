/**
 * Word lists the sentence splitter needs to tell an abbreviation's period from a sentence's end.
 * Kept as data so the rules stay readable and a missed abbreviation is a one-word fix.
 */

/**
 * Abbreviations that never end a sentence in practice (titles, "e.g.", months, "vs."): a period
 * after them is never a boundary. Lower-case, without the final period.
 */
export const NEVER_FINAL_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'sr',
  'st',
  'mt',
  'ft',
  'gen',
  'sen',
  'rep',
  'gov',
  'pres',
  'lt',
  'col',
  'sgt',
  'capt',
  'cmdr',
  'rev',
  'hon',
  'fr',
  'vs',
  'v',
  'e.g',
  'i.e',
  'cf',
  'viz',
  'approx',
  'ca',
  'dept',
  'univ',
  'assn',
  'ave',
  'blvd',
  'rd',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'est',
  'incl',
]);

/** Abbreviations that take a number after them ("No. 5", "p. 12"); a boundary only when no digit follows. */
export const NUMBER_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'no',
  'nos',
  'c',
  'p',
  'pp',
  'op',
  'tel',
  'fig',
  'figs',
  'eq',
  'vol',
  'vols',
  'ch',
  'sec',
  'art',
  'para',
  'ref',
  'refs',
]);

/**
 * Abbreviations that may also end a sentence ("… in the U.S. The law …", "… Apple Inc. The firm …"):
 * a boundary only when the next word is a typical sentence opener.
 */
export const MAYBE_FINAL_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'inc',
  'ltd',
  'co',
  'corp',
  'llc',
  'plc',
  'jr',
  'min',
  'max',
  'bros',
  'al',
  'u.s',
  'u.k',
  'u.n',
  'e.u',
  'u.s.a',
  'a.m',
  'p.m',
  // "2.5 % p.a." (per year).
  'p.a',
  'b.c',
  'a.d',
  'b.c.e',
  'c.e',
  'ph.d',
  'm.d',
  'b.a',
  'm.a',
  'd.c',
]);

/**
 * Words that commonly open an English sentence. After an ambiguous abbreviation or an initial
 * ("John F. Kennedy" vs. "vitamin C. It …"), a capitalised word from this list signals a new sentence.
 */
export const SENTENCE_OPENERS: ReadonlySet<string> = new Set(
  (
    'the this that these those it its they their there he she his her we our i you your my a an ' +
    'in on at for as of to by with from after before during since while when if although though ' +
    'because however but and so also many most some other others each every one two both all no not ' +
    'then thus therefore furthermore additionally moreover finally first second third overall today ' +
    'instead unlike according in addition yet still such what which who how why where here its ' +
    'several few another more less only even despite'
  ).split(' '),
);
