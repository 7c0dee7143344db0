// Writes the parsed WordNet lexicon beside the compiled loader (dist/judges/local/lexicon/
// wordnet-snapshot.bin), so that the first local check in a process reads arrays instead of
// parsing and stemming the WordNet files. Run by `npm run build`, after tsc.
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT_URL, writeWordNetSnapshot } from '../dist/judges/local/lexicon/load-wordnet.js';

const started = performance.now();
writeWordNetSnapshot();
const path = fileURLToPath(SNAPSHOT_URL);
console.log(
  `wrote ${path} (${(statSync(path).size / 1e6).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`,
);
