/**
 * Two items of a list paired across: "panels chaired by Rafael Ortiz on Tuesday and Sunita Rao on
 * Wednesday" for "the Wednesday panels are chaired by Rafael Ortiz"; "Leith (harbour master Ian
 * Ross); Dunbar (harbour master Kate Moore)" read as a table for "the harbour master at Leith is
 * Kate Moore"; "St Mary's Church hosts the Saturday concert, while St Mark's Church holds a choral
 * evensong on Sunday" for "St Mark's Church hosts the Saturday concert".
 * Every word of the claim is in the sentence, so coverage passes it, and no slot holds a word the
 * sentence lacks. But the sentence pairs each key with its own value, item by item: the claim takes
 * its key from one item and its value from another, whose own key it leaves out.
 *
 * The crossing must be complete both ways — the key's item has its own value of the value's kind,
 * and the value's item its own key of the key's kind, neither of them in the claim — so a claim
 * that joins two items faithfully ("Lena Hoff gives the keynote, followed by panels chaired by
 * Rafael Ortiz") is not read as one.
 */
import type { Token } from '../../../text/token.js';
import { monthNumber } from '../../../text/tokenize.js';
import type { SlotConflict } from './compare-slots.js';
import { WEEKDAYS } from './outside-schedule.js';

const WEEKDAY_NAMES: ReadonlySet<string> = new Set(WEEKDAYS);

/** Words that join two items of a list: the items are read on either side of them. */
const ITEM_JOINERS: ReadonlySet<string> = new Set(['and', 'while', 'whereas', 'but', 'or']);
/** Words that make two words of the claim members of one list. */
const LIST_JOINERS: ReadonlySet<string> = new Set(['and', 'or', 'nor', '&']);
/** Punctuation between items, beside a space ("x, y", "a (b", "→ c"); not "9:30" or "1,200". */
const ITEM_PUNCTUATION = /[,;:()—–→]\s|\s[,;:()—–→]/;

/** The characters between token `index` and the one before it. */
function gapBefore(tokens: readonly Token[], source: string, index: number): string {
  return index === 0 ? '' : source.slice(tokens[index - 1]!.end, tokens[index]!.start);
}

/** Tokens at most between a key and its value within one item ("Kanazawa (Japan, since 1987)"). */
const PAIR_REACH = 5;

/** The sentence cut into list items: at semicolons when it has any ("A: x; B: y"), else at commas and joiners. */
function itemsOf(tokens: readonly Token[], source: string): number[] {
  const semicolons = tokens.some((_, index) => /;\s/.test(gapBefore(tokens, source, index)));
  const item: number[] = [];
  let current = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const between = gapBefore(tokens, source, index);
    // In a table, a heading set off by a dash is an item of its own ("Allergens — Falafel wrap: …").
    if (semicolons ? /;\s|\s—\s/.test(between) : ITEM_PUNCTUATION.test(between)) current += 1;
    if (!semicolons && ITEM_JOINERS.has(token.lower)) {
      current += 1;
      item.push(-1);
      continue;
    }
    item.push(current);
  }
  return item;
}

/**
 * What a word is, for "a value of the same kind": a weekday, a month, a name (a capital not at
 * the sentence's start), a number.
 */
function kindOf(tokens: readonly Token[], index: number): string | null {
  const token = tokens[index]!;
  if (token.isNumber) return 'number';
  if (WEEKDAY_NAMES.has(token.lower)) return 'weekday';
  if (monthNumber(token.stem) !== null) return 'month';
  if (name(token) && index > 0) return 'name';
  return null;
}

/** A capitalised word, not one in capitals throughout ("DAMNIT CONSTRUCTION TIME AGAIN"). */
function name(token: Token): boolean {
  return token.isCapitalized && (token.text.length < 3 || token.text !== token.text.toUpperCase());
}

/**
 * The word or punctuation beside a token within its item (null at the item's edge): two words in
 * the same place of two items ("the east wing" / "the west wing", ": sesame;" / ": peanuts;",
 * "Platform 3" / "Platform 4") fill the same role. Function words count only with `functionWords`.
 */
function beside(
  tokens: readonly Token[],
  items: readonly number[],
  source: string,
  index: number,
  step: -1 | 1,
  functionWords: boolean,
): string | null {
  const other = index + step;
  if (other < 0 || other >= tokens.length || items[other] !== items[index]) return null;
  const mark = gapBefore(tokens, source, Math.max(index, other)).trim();
  if (mark) return mark;
  const token = tokens[other]!;
  return token.isContent || functionWords ? token.lower : null;
}

/** Whether two sentence tokens fill the same role in their items. */
function sameRole(
  tokens: readonly Token[],
  items: readonly number[],
  source: string,
  left: number,
  right: number,
): boolean {
  const kind = kindOf(tokens, left);
  if (kind !== kindOf(tokens, right)) return false;
  if (kind !== null && kind !== 'number') return true;
  // Numbers and common words: by a shared neighbour (any word beside a number, "since 1987"; the
  // article before a common noun, "the express train reaches …, the bus takes …").
  const functionWords = kind === 'number';
  return ([-1, 1] as const).some((step) => {
    // (The word before counts whatever it is: an article places a noun as a name's preposition does.)
    const words = functionWords || step === -1;
    const a = beside(tokens, items, source, left, step, words);
    return a !== null && a === beside(tokens, items, source, right, step, words);
  });
}

/** The run of capitalised tokens around `index` ("Dr Rafael Ortiz"), spaces only between them. */
function spanOf(tokens: readonly Token[], source: string, index: number): [number, number] {
  // "Institute of Marine Science": "of" and "&" join two capitalised runs into one name.
  const bridge = (at: number) =>
    (tokens[at]!.lower === 'of' || tokens[at]!.lower === '&') &&
    tokens[at - 1]?.isCapitalized === true &&
    tokens[at + 1]?.isCapitalized === true;
  // Not an article that opens the sentence ("The Romans"), nor a heading in capitals.
  const capital = (at: number) => (name(tokens[at]!) && tokens[at]!.isContent) || bridge(at);
  const joined = (at: number) =>
    capital(at) && capital(at - 1) && /^\s+$/.test(gapBefore(tokens, source, at));
  let first = index;
  let last = index;
  if (capital(index)) {
    while (first > 0 && joined(first)) first -= 1;
    while (last + 1 < tokens.length && joined(last + 1)) last += 1;
  }
  return [first, last];
}

function spanText(tokens: readonly Token[], source: string, index: number): string {
  const [first, last] = spanOf(tokens, source, index);
  return source.slice(tokens[first]!.start, tokens[last]!.end);
}

/**
 * Whether two keys stand in the same place of their items: the same word, punctuation or item
 * edge before or after them ("by Rafael Ortiz on" / "Sunita Rao on"). A lead-in's name ("Sister
 * cities of Harlow Bay: Kanazawa …") is no key of the items that follow it.
 */
function parallelKeys(
  tokens: readonly Token[],
  items: readonly number[],
  source: string,
  left: number,
  right: number,
): boolean {
  const edges = (index: number) => {
    const [first, last] = spanOf(tokens, source, index);
    const mark = (at: number) => gapBefore(tokens, source, at).trim();
    const before =
      first === 0 || items[first - 1] !== items[first] ? '^' : mark(first) || tokens[first - 1]!.lower;
    const after =
      last + 1 >= tokens.length || items[last + 1] !== items[last]
        ? '$'
        : mark(last + 1) || tokens[last + 1]!.lower;
    return { before, after };
  };
  const a = edges(left);
  const b = edges(right);
  return a.before === b.before || a.after === b.after;
}

/**
 * Whether the token opens a row of a table cut at semicolons and is followed by a colon or a bar
 * within its label ("Chicken satay: peanuts"): capitalised as a label, not as a name.
 */
function rowLabel(
  tokens: readonly Token[],
  items: readonly number[],
  source: string,
  index: number,
): boolean {
  const item = items[index]!;
  if (!/;\s/.test(source.slice(tokens[0]!.start, tokens.at(-1)!.end))) return false;
  if (items.indexOf(item) !== index) return false;
  for (let at = index + 1; at < tokens.length && items[at] === item && at <= index + 3; at += 1)
    if (/^\s*[:|]/.test(gapBefore(tokens, source, at))) return true;
  return false;
}

/**
 * Whether the claim lists the two words side by side ("the songs 'Playing with Fire' and 'Stay'"):
 * members of one list, not a key and its value.
 */
function coordinated(claim: readonly Token[], left: string, right: string): boolean {
  const a = claim.findIndex((token) => token.stem === left);
  const b = claim.findIndex((token) => token.stem === right);
  const [from, to] = a < b ? [a, b] : [b, a];
  return claim.slice(from + 1, to).some((token) => LIST_JOINERS.has(token.lower));
}

/**
 * The claim's value taken from another item than its key's, or null.
 * @example findCrossedPairing(claimTokens, sentenceTokens, source) // { claimValue: 'Wednesday', evidenceValue: 'Tuesday', … }
 */
export function findCrossedPairing(
  claim: readonly Token[],
  sentence: readonly Token[],
  source: string,
): SlotConflict | null {
  const items = itemsOf(sentence, source);
  if (Math.max(...items) < 1) return null;
  const claimStems = new Set(claim.filter((token) => token.isContent).map((token) => token.stem));
  // Each claim word's items in the sentence.
  const placesOf = new Map<string, Set<number>>();
  for (let index = 0; index < sentence.length; index += 1) {
    const token = sentence[index]!;
    if (!token.isContent || items[index]! < 0 || !claimStems.has(token.stem)) continue;
    const places = placesOf.get(token.stem) ?? new Set<number>();
    places.add(items[index]!);
    placesOf.set(token.stem, places);
  }
  const at = (stem: string, item: number) =>
    sentence.findIndex((token, index) => token.stem === stem && items[index] === item);
  // Sentence words of an item that the claim does not have, and of the same role as `index`.
  const counterparts = (item: number, index: number) =>
    sentence.flatMap((token, other) =>
      items[other] === item &&
      token.isContent &&
      !claimStems.has(token.stem) &&
      sameRole(sentence, items, source, index, other)
        ? [other]
        : [],
    );
  for (const [keyStem, keyPlaces] of placesOf) {
    // The key is in one item only: the claim's word that picks the item.
    if (keyPlaces.size !== 1) continue;
    const keyItem = [...keyPlaces][0]!;
    const key = at(keyStem, keyItem);
    const keyKind = kindOf(sentence, key);
    if (keyKind === null || keyKind === 'number') continue;
    // A name in the sentence is a name in the claim too ("Sales Representative:" is no key of
    // "sales"), unless it labels a row of a table ("Falafel wrap: sesame; Chicken satay: peanuts").
    if (
      keyKind === 'name' &&
      !claim.some((token) => token.stem === keyStem && token.isCapitalized) &&
      !rowLabel(sentence, items, source, key)
    )
      continue;
    const keySpan = spanOf(sentence, source, key);
    for (const [valueStem, valuePlaces] of placesOf) {
      if (valueStem === keyStem || valuePlaces.has(keyItem)) continue;
      for (const valueItem of valuePlaces) {
        const value = at(valueStem, valueItem);
        if (
          kindOf(sentence, value) === 'name' &&
          !claim.some((token) => token.stem === valueStem && token.isCapitalized)
        )
          continue;
        const valueSpan = spanOf(sentence, source, value);
        const outside = (index: number, [first, last]: [number, number]) => index < first || index > last;
        // Key and value sit close together in each item: a lead-in or a tail the first or last item
        // runs on into ("… north of the Danube River Germania after the first Germanic tribe") is
        // no part of the pair.
        const near = (index: number, [first, last]: [number, number]) =>
          Math.max(first - index, index - last) <= PAIR_REACH;
        // The key's item has a value of its own in the value's role, the value's item a key of
        // its own in the key's role, and the claim has neither.
        // Both items in the same order ("Rafael Ortiz on Tuesday" / "Sunita Rao on Wednesday").
        const keys = counterparts(valueItem, key).filter(
          (other) =>
            outside(other, valueSpan) &&
            near(other, valueSpan) &&
            parallelKeys(sentence, items, source, key, other),
        );
        let ownKey: number | undefined;
        const ownValue = counterparts(keyItem, value).find((candidate) => {
          if (!outside(candidate, keySpan) || !near(candidate, keySpan)) return false;
          ownKey = keys.find((other) => value > other === candidate > key);
          return ownKey !== undefined;
        });
        if (ownValue === undefined || ownKey === undefined) continue;
        const claimToken = claim.find((token) => token.stem === valueStem)!;
        if (coordinated(claim, keyStem, valueStem)) continue;
        const valueText = spanText(sentence, source, value);
        // The value's own words: not a title both names share ("Dr Rowe" / "Dr Fenn": "Rowe").
        const [ownFirst, ownLast] = spanOf(sentence, source, ownValue);
        const shared = new Set(sentence.slice(ownFirst, ownLast + 1).map((token) => token.stem));
        const valueStems = new Set(
          sentence
            .filter(
              (token, index) =>
                items[index] === valueItem && valueText.includes(token.text) && !shared.has(token.stem),
            )
            .map((token) => token.stem),
        );
        return {
          kind: 'entity',
          claimValue: valueText.includes(claimToken.text) ? valueText : claimToken.text,
          evidenceValue: spanText(sentence, source, ownValue),
          claimStems: claim.filter((token) => valueStems.has(token.stem)).map((token) => token.stem),
          bySlot: true,
          // Held by the items on both sides, as a shared word holds a name's slot: the looser floor.
          anchored: true,
          pairedWith: spanText(sentence, source, key),
        };
      }
    }
  }
  return null;
}
