/**
 * Reads WordNet's noun hierarchy into what the judge needs of it: for each single-word noun, the
 * stems of the categories its most frequent sense belongs to, a few levels up ("campfire" → fire;
 * "bottle" → vessel, container; "sandwich" → dish, nutriment, food). Build-time only, like
 * `parse-wordnet.ts`: the result travels in the snapshot as text.
 *
 * Only the first sense is followed (rarer senses make "bottle" a unit of measure), only `@` and `@i`
 * pointers (hypernym, instance hypernym), at most `KIND_LEVELS` levels, and never into the top of
 * the tree (within `TOP_LEVELS` of "entity") nor into categories so broad that naming them says
 * nothing ("thing", "object", "substance"): "Sharp objects are banned" is not a rule about scissors
 * this lexicon can read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORD_NUMBERS } from '../../../text/number-words.js';
import { stemWordUncached } from '../../../text/stem-word.js';

/** How many levels above a noun its categories are read. */
export const KIND_LEVELS = 4;

/** Categories within this many levels of the root ("entity") are too general to count. */
const TOP_LEVELS = 4;

/** Stems of categories below the top that are still too broad, or that stem onto other words ("being" → "be"). */
const TOO_BROAD = new Set(
  'be organ bodi thing whole unit object matter substanc artifact artefact instrument part portion act activ event group idea think devic structur construct'.split(
    ' ',
  ),
);

function lines(path: string): string[] {
  return readFileSync(path, 'latin1')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith(' '));
}

/** Stem → the stems of its categories, for every single-word noun that has some, in index order. */
export function parseHypernyms(dictionary: string): Array<[string, string[]]> {
  const parents = new Map<string, string[]>();
  const members = new Map<string, string[]>();
  for (const line of lines(join(dictionary, 'data.noun'))) {
    const fields = line.split(' ');
    const offset = fields[0] ?? '';
    const wordCount = Number.parseInt(fields[3] ?? '0', 16);
    const words: string[] = [];
    for (let index = 0; index < wordCount; index += 1) {
      const word = (fields[4 + index * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase();
      if (!word.includes('_')) words.push(word);
    }
    members.set(offset, words);
    let at = 4 + wordCount * 2;
    const pointerCount = Number(fields[at]);
    at += 1;
    const up: string[] = [];
    for (let index = 0; index < pointerCount; index += 1, at += 4)
      if ((fields[at] === '@' || fields[at] === '@i') && fields[at + 2] === 'n')
        up.push(fields[at + 1] ?? '');
    parents.set(offset, up);
  }
  // Levels below the root, by the shortest path (WordNet's noun tree has no cycles).
  const levels = new Map<string, number>();
  const levelOf = (offset: string): number => {
    const known = levels.get(offset);
    if (known !== undefined) return known;
    const up = parents.get(offset) ?? [];
    const level = up.length === 0 ? 0 : 1 + Math.min(...up.map(levelOf));
    levels.set(offset, level);
    return level;
  };
  const result: Array<[string, string[]]> = [];
  const seen = new Set<string>();
  for (const line of lines(join(dictionary, 'index.noun'))) {
    const fields = line.split(' ');
    const lemma = fields[0] ?? '';
    // A number word is compared by value, never as a kind of "figure" or "digit".
    if (lemma.includes('_') || lemma.length < 2 || WORD_NUMBERS.has(lemma)) continue;
    const stem = stemWordUncached(lemma);
    // The first lemma of a stem decides ("bottle", not "bottling").
    if (seen.has(stem)) continue;
    seen.add(stem);
    const firstSense = fields[6 + Number(fields[3])] ?? '';
    const kinds = new Set<string>();
    let frontier = [firstSense];
    for (let level = 0; level < KIND_LEVELS; level += 1) {
      const next: string[] = [];
      for (const offset of frontier) {
        for (const parent of parents.get(offset) ?? []) {
          next.push(parent);
          if (levelOf(parent) < TOP_LEVELS) continue;
          for (const word of members.get(parent) ?? []) {
            const kind = stemWordUncached(word);
            if (kind !== stem && !TOO_BROAD.has(kind)) kinds.add(kind);
          }
        }
      }
      frontier = next;
    }
    if (kinds.size > 0) result.push([stem, [...kinds]]);
  }
  return result;
}
