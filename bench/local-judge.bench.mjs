// The embedded local judge's speed: verify() on a 300-word answer against 10 chunks of 200 words
// (median per answer, one core), the first call's one-off WordNet load, and throughput over the
// labelled dev files (../shared/data, long WiCE contexts included) when they are present.
import { createReadStream, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { verify } from '../dist/index.js';
import { createLocalJudge } from '../dist/judges/index.js';
import { routeLanguages } from '../dist/judges/local/route-languages.js';
import { detectLanguage } from '../dist/text/languages/detect-language.js';
import { reportLanguages } from '../dist/text/languages/report-languages.js';
import { formatMs, peakRssMb, summarize } from './stats.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** A deterministic pseudo-random generator, so every run measures the same text. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SUBJECTS = [
  'The company',
  'The new policy',
  'Our support team',
  'The river basin',
  'The vaccine trial',
  'The city council',
  'The processor',
  'The library',
];
const VERBS = [
  'reported',
  'introduced',
  'reduced',
  'increased',
  'approved',
  'measured',
  'shipped',
  'published',
];
const OBJECTS = [
  'annual revenue',
  'the refund window',
  'water usage',
  'battery life',
  'the number of visitors',
  'response times',
  'carbon emissions',
  'the budget',
];
const TAILS = [
  'in the second quarter',
  'after the review',
  'for online orders',
  'across all regions',
  'during the pilot',
  'for members',
  'in early trials',
  'last year',
];

function sentence(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  return `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} by ${Math.floor(random() * 90) + 10} percent ${pick(TAILS)}, according to ${pick(['the report', 'officials', 'the audit', 'a statement'])}.`;
}

const GERMAN = {
  subjects: [
    'Das Unternehmen',
    'Die neue Richtlinie',
    'Unser Kundendienst',
    'Das Flussgebiet',
    'Die Impfstudie',
    'Der Stadtrat',
    'Der Prozessor',
    'Die Bibliothek',
  ],
  verbs: ['meldete', 'senkte', 'erhöhte', 'genehmigte', 'maß', 'veröffentlichte', 'verlängerte', 'prüfte'],
  objects: [
    'den Jahresumsatz',
    'die Rückgabefrist',
    'den Wasserverbrauch',
    'die Akkulaufzeit',
    'die Besucherzahl',
    'die Antwortzeiten',
    'die Emissionen',
    'das Budget',
  ],
  tails: [
    'im zweiten Quartal',
    'nach der Prüfung',
    'für Online-Bestellungen',
    'in allen Regionen',
    'während der Pilotphase',
    'für Mitglieder',
    'am 3. März 2024',
    'im letzten Jahr',
  ],
};

/** A German sentence with a decimal comma, a percent sign and a negation now and then. */
function germanSentence(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const not = random() < 0.2 ? 'nicht ' : '';
  return `${pick(GERMAN.subjects)} ${pick(GERMAN.verbs)} ${not}${pick(GERMAN.objects)} um ${Math.floor(random() * 90) + 10},${Math.floor(random() * 9)} % ${pick(GERMAN.tails)}, laut ${pick(['dem Bericht', 'der Behörde', 'der Prüfung', 'einer Mitteilung'])}.`;
}

function words(text) {
  return text.split(/\s+/).length;
}

/** An answer that copies `copyShare` of its sentences from the chunks and writes the rest anew. */
function makeCase(seed, write = sentence, copyShare = 0.6) {
  const random = generator(seed);
  const chunks = Array.from({ length: 10 }, (_, index) => {
    let text = '';
    while (words(text) < 200) text += `${write(random)} `;
    return { id: `c${index + 1}`, text: text.trim() };
  });
  const chunkSentences = chunks.flatMap((chunk) => chunk.text.split(/(?<=\.) /));
  let response = '';
  while (words(response) < 300) {
    const copied = chunkSentences[Math.floor(random() * chunkSentences.length)];
    response += `${random() < copyShare ? copied : write(random)} `;
  }
  return { response: response.trim(), chunks };
}

async function answerLatency(language = 'English', write = sentence, copyShare = 0.6) {
  const judge = createLocalJudge();
  const cases = Array.from({ length: 20 }, (_, index) => makeCase(index + 1, write, copyShare));
  const started = performance.now();
  await verify({ ...cases[0], judge });
  const firstCallMs = performance.now() - started;
  // Steady state, as a long-running service sees it: the first ~200 calls after the WordNet load
  // still run partly unoptimised code and collect the load's garbage (≈ 1.7× slower).
  for (let warm = 0; warm < 300; warm += 1) await verify({ ...cases[warm % cases.length], judge });
  const samples = [];
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const begun = performance.now();
    await verify({ ...cases[iteration % cases.length], judge });
    samples.push(performance.now() - begun);
  }
  // The judge alone (claims extracted beforehand): what this judge costs inside verify().
  const extracted = await Promise.all(cases.map((item) => judge.extractClaims({ response: item.response })));
  const judgeSamples = [];
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const index = iteration % cases.length;
    const begun = performance.now();
    await judge.verifyClaims({ claims: extracted[index].claims, chunks: cases[index].chunks });
    judgeSamples.push(performance.now() - begun);
  }
  const report = await verify({ ...cases[0], judge });
  const stats = summarize(samples);
  const judgeStats = summarize(judgeSamples);
  console.log(
    `verify(): 300-word ${language} answer (${report.claims.length} claims, language ${report.language}) vs. 10 chunks x 200 words`,
  );
  console.log(`  first call (includes the one-off WordNet load): ${formatMs(firstCallMs)}`);
  console.log(
    `  p50 ${formatMs(stats.p50)}  p90 ${formatMs(stats.p90)}  p99 ${formatMs(stats.p99)}  (n=${stats.n})`,
  );
  console.log(
    `  of which the judge's verifyClaims: p50 ${formatMs(judgeStats.p50)}  p99 ${formatMs(judgeStats.p99)}`,
  );
}

async function datasetThroughput() {
  const dataDir = process.env.FAITHCHECK_DATA_DIR ?? join(here, '..', '..', 'shared', 'data');
  const files = ['wice', 'lfqa', 'factcheckgpt']
    .map((name) => join(dataDir, `${name}.dev.jsonl`))
    .filter(existsSync);
  if (files.length === 0) {
    console.log(`dev data not found in ${dataDir}: throughput skipped`);
    return;
  }
  const judge = createLocalJudge();
  const latencies = [];
  let elapsed = 0;
  for (const file of files) {
    // Streamed one line at a time (as `faithcheck eval` reads): memory is the judge's, not the data's.
    for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
      if (!line) continue;
      const example = JSON.parse(line);
      const begun = performance.now();
      const chunks = example.context.map((text, index) => ({ id: `c${index + 1}`, text }));
      await judge.verifyClaims({
        claims: [{ text: example.claim, span: null }],
        chunks,
        query: example.query ?? undefined,
      });
      const took = performance.now() - begun;
      latencies.push(took);
      elapsed += took;
    }
  }
  const stats = summarize(latencies);
  console.log(
    `verifyClaims over ${latencies.length} labelled dev examples (${files.length} files, long contexts included)`,
  );
  console.log(
    `  ${Math.round(latencies.length / (elapsed / 1000))} examples/s  p50 ${formatMs(stats.p50)}  p99 ${formatMs(stats.p99)}  max ${formatMs(stats.max)}`,
  );
}

/**
 * What language detection adds per answer: the judge's routing (chunks, answer, each claim) and the
 * report's languages (answer, each claim), as verify() with the local judge runs them.
 */
async function detectionCost(language, write) {
  const judge = createLocalJudge();
  const cases = Array.from({ length: 20 }, (_, index) => makeCase(index + 1, write));
  const extracted = await Promise.all(cases.map((item) => judge.extractClaims({ response: item.response })));
  const run = async (index) => {
    const { response, chunks } = cases[index];
    const claims = extracted[index].claims;
    detectLanguage(response.slice(0, 3000));
    await routeLanguages({ claims, chunks, response });
    reportLanguages(
      response,
      claims.map((claim) => claim.text),
    );
  };
  for (let warm = 0; warm < 200; warm += 1) await run(warm % cases.length);
  const samples = [];
  for (let iteration = 0; iteration < 400; iteration += 1) {
    const begun = performance.now();
    await run(iteration % cases.length);
    samples.push(performance.now() - begun);
  }
  const stats = summarize(samples);
  console.log(
    `language detection per ${language} answer (answer, chunks, every claim; routing + report): p50 ${formatMs(stats.p50)}  p99 ${formatMs(stats.p99)}`,
  );
}

export default async function run() {
  await answerLatency();
  await answerLatency('German', germanSentence);
  // A sentence copied whole is quoted without analysis (verbatim-sentence.ts): the answers above
  // copy six sentences in ten, as extractive answers do; this one copies none.
  await answerLatency('English (no sentence copied)', sentence, 0);
  await detectionCost('English', sentence);
  await detectionCost('German', germanSentence);
  await datasetThroughput();
  console.log(`peak RSS ${peakRssMb()} MB`);
}
