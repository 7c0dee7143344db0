// Generates single-edit claims (issue 24) from the dev sets' supported claims, by rule: each a copy
// of a supported claim with one detail changed — a name swapped for another name of the same
// chunks, a comparative flipped, a date moved, a negation added or dropped, a number changed, a word
// swapped for its opposite — labelled unsupported; and faithful rewrites of the same claims — the
// number written another way, a negation contracted or expanded — labelled supported.
// Every row keeps its source claim's group and a split: `fit` or `heldout`, by a hash of the source
// claim, so no claim has rewrites on both sides and figures are reported on `heldout` only.
// `--datasets summedits` (or any dev file outside the three the judge is calibrated on) generates a
// fresh evaluation source instead: all its rows get the split `fresh`, which the calibration never
// reads (it fits on `fit` only and generates from the default datasets).
// `--from-sentences` takes its sources from the contexts instead of the claims: sentences of the
// chunks, each an exact copy of its passage (supported by construction), so every edit is a
// near-copy with one change — the issue's case. No rule was developed on these rows before they
// were made; all get the split `sentences` and a `half` (`dev` or `test`) by a hash of their chunk,
// so rules can be developed on one half while the other stays unread.
//
//   node scripts/generate-single-edits.mjs [--data DIR] [--out FILE] [--datasets LIST] [--from-sentences]
//
// The word lists here are the generator's own, written apart from the judge's lexicon
// (src/judges/local/lexicon/), so the judge is not measured on exactly the pairs it knows.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    out: { type: 'string' },
    datasets: { type: 'string' },
    'from-sentences': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'Usage: node scripts/generate-single-edits.mjs [--data DIR] [--out FILE] [--datasets wice,lfqa,factcheckgpt|summedits] [--from-sentences]',
  );
  process.exit(0);
}
const dataDir = resolve(values.data ?? join(root, '..', 'shared', 'data'));
const out = resolve(values.out ?? join(tmpdir(), 'faithcheck-single-edits.jsonl'));
/** The dev sets the local judge is calibrated on: their rows split `fit` / `heldout`. */
const CALIBRATION_DATASETS = ['wice', 'lfqa', 'factcheckgpt'];
const DATASETS = values.datasets
  ? values.datasets
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
  : values['from-sentences']
    ? [...CALIBRATION_DATASETS, 'summedits']
    : CALIBRATION_DATASETS;

/** FNV-1a, as the calibration's folds. */
function hash(text) {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
const groupOf = (claim) => claim.trim().toLowerCase().replace(/\s+/g, ' ');
const pick = (items, key) => items[hash(key) % items.length];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const NOT_NAMES = new Set([
  ...MONTHS,
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'I',
  'The',
  'A',
  'An',
  'In',
  'On',
  'It',
  'This',
  'He',
  'She',
  'They',
]);

// Comparatives and their opposite, written for the generator.
const FLIPS = Object.entries({
  more: 'less',
  less: 'more',
  fewer: 'more',
  higher: 'lower',
  lower: 'higher',
  highest: 'lowest',
  lowest: 'highest',
  larger: 'smaller',
  smaller: 'larger',
  largest: 'smallest',
  smallest: 'largest',
  bigger: 'smaller',
  biggest: 'smallest',
  greater: 'smaller',
  greatest: 'smallest',
  increased: 'decreased',
  decreased: 'increased',
  increase: 'decrease',
  decrease: 'increase',
  increases: 'decreases',
  decreases: 'increases',
  rose: 'fell',
  fell: 'rose',
  rise: 'fall',
  grew: 'shrank',
  before: 'after',
  after: 'before',
  earlier: 'later',
  later: 'earlier',
  faster: 'slower',
  slower: 'faster',
  older: 'younger',
  younger: 'older',
  oldest: 'youngest',
  longer: 'shorter',
  shorter: 'longer',
  longest: 'shortest',
  above: 'below',
  below: 'above',
  most: 'least',
  least: 'most',
  exceeded: 'fell short of',
  'at least': 'at most',
  'at most': 'at least',
  'more than': 'less than',
  'less than': 'more than',
});

// Opposites that are not comparatives, written for the generator.
const OPPOSITES = Object.entries({
  open: 'closed',
  closed: 'open',
  won: 'lost',
  lost: 'won',
  win: 'lose',
  true: 'false',
  false: 'true',
  male: 'female',
  female: 'male',
  public: 'private',
  private: 'public',
  legal: 'illegal',
  positive: 'negative',
  negative: 'positive',
  success: 'failure',
  successful: 'unsuccessful',
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
  northern: 'southern',
  southern: 'northern',
  eastern: 'western',
  western: 'eastern',
  first: 'last',
  last: 'first',
  early: 'late',
  late: 'early',
  allowed: 'forbidden',
  include: 'exclude',
  includes: 'excludes',
  included: 'excluded',
  accepted: 'rejected',
  strong: 'weak',
  weak: 'strong',
  hot: 'cold',
  cold: 'hot',
  warm: 'cool',
  rich: 'poor',
  poor: 'rich',
  light: 'dark',
  dark: 'light',
  heavy: 'light',
  high: 'low',
  low: 'high',
  large: 'small',
  small: 'large',
  big: 'small',
  long: 'short',
  short: 'long',
  young: 'old',
  old: 'new',
  new: 'old',
  modern: 'ancient',
  ancient: 'modern',
  internal: 'external',
  external: 'internal',
  inner: 'outer',
  outer: 'inner',
  upper: 'lower',
  maximum: 'minimum',
  minimum: 'maximum',
  common: 'rare',
  rare: 'common',
  wet: 'dry',
  dry: 'wet',
  easy: 'difficult',
  difficult: 'easy',
  safe: 'dangerous',
  dangerous: 'safe',
  cheap: 'expensive',
  expensive: 'cheap',
  active: 'inactive',
  inactive: 'active',
  present: 'absent',
  absent: 'present',
  major: 'minor',
  minor: 'major',
  increase: 'decrease',
  buy: 'sell',
  bought: 'sold',
  sold: 'bought',
  import: 'export',
  imports: 'exports',
  exports: 'imports',
  born: 'died',
  died: 'born',
  start: 'end',
  started: 'ended',
  begin: 'end',
  began: 'ended',
  ended: 'began',
  entered: 'left',
  arrived: 'departed',
  married: 'divorced',
  alive: 'dead',
  dead: 'alive',
  natural: 'artificial',
  artificial: 'natural',
  full: 'empty',
  empty: 'full',
  thick: 'thin',
  thin: 'thick',
  wide: 'narrow',
  narrow: 'wide',
  deep: 'shallow',
  shallow: 'deep',
  fast: 'slow',
  slow: 'fast',
  good: 'bad',
  bad: 'good',
  best: 'worst',
  worst: 'best',
  better: 'worse',
  worse: 'better',
  same: 'different',
  different: 'same',
  similar: 'different',
  possible: 'impossible',
  able: 'unable',
  always: 'never',
  often: 'rarely',
  rarely: 'often',
  all: 'none of',
  many: 'few',
  few: 'many',
  inside: 'outside',
  outside: 'inside',
  above: 'below',
  increased: 'reduced',
  supported: 'opposed',
  support: 'oppose',
  agreed: 'refused',
  victory: 'defeat',
  defeat: 'victory',
  winner: 'loser',
  profit: 'loss',
  gain: 'loss',
  domestic: 'foreign',
  foreign: 'domestic',
  urban: 'rural',
  rural: 'urban',
  formal: 'informal',
  informal: 'formal',
  official: 'unofficial',
  direct: 'indirect',
  indirect: 'direct',
  visible: 'invisible',
  invisible: 'visible',
});

const NEGATABLE =
  /\b(is|are|was|were|has been|have been|had been|can|could|will|would|should|does|did|do|must|may)\b/;
const NEGATED =
  /\b(is not|are not|was not|were not|isn't|aren't|wasn't|weren't|does not|did not|do not|doesn't|didn't|don't|cannot|can't|can not|will not|won't|never|has not|have not|hasn't|haven't|had not|hadn't)\b/i;
const DROP_NEGATION = [
  [/\bis not\b/, 'is'],
  [/\bare not\b/, 'are'],
  [/\bwas not\b/, 'was'],
  [/\bwere not\b/, 'were'],
  [/\bisn't\b/, 'is'],
  [/\baren't\b/, 'are'],
  [/\bwasn't\b/, 'was'],
  [/\bweren't\b/, 'were'],
  [/\bcannot\b/, 'can'],
  [/\bcan't\b/, 'can'],
  [/\bwill not\b/, 'will'],
  [/\bwon't\b/, 'will'],
  [/\bhas not\b/, 'has'],
  [/\bhave not\b/, 'have'],
  [/\bhad not\b/, 'had'],
  [/\bnever\s+/, ''],
  [/\b(does|did|do) not\s+/, ''],
  [/\b(doesn't|didn't|don't)\s+/, ''],
];
// Contractions and their expansions: faithful rewrites of a negated claim.
const NEGATION_REWRITES = [
  [/\bis not\b/, "isn't"],
  [/\bare not\b/, "aren't"],
  [/\bwas not\b/, "wasn't"],
  [/\bwere not\b/, "weren't"],
  [/\bdoes not\b/, "doesn't"],
  [/\bdid not\b/, "didn't"],
  [/\bdo not\b/, "don't"],
  [/\bcannot\b/, 'can not'],
  [/\bhas not\b/, "hasn't"],
  [/\bhave not\b/, "haven't"],
  [/\bwill not\b/, "won't"],
  [/\bisn't\b/, 'is not'],
  [/\baren't\b/, 'are not'],
  [/\bwasn't\b/, 'was not'],
  [/\bdoesn't\b/, 'does not'],
  [/\bdidn't\b/, 'did not'],
  [/\bdon't\b/, 'do not'],
  [/\bcan't\b/, 'cannot'],
];

function keepCase(original, replacement) {
  return /^[A-Z]/.test(original) ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
}

function replaceWord(claim, word, replacement) {
  const pattern = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  const match = claim.match(pattern);
  if (!match) return null;
  return (
    claim.slice(0, match.index) + keepCase(match[0], replacement) + claim.slice(match.index + match[0].length)
  );
}

/** Runs of capitalised words not at the start of a sentence: names. */
function names(text) {
  const found = [];
  for (const match of text.matchAll(
    /(?<![.!?:;"“(\n#*-]\s*|^\s*)\b([A-Z][\p{L}'-]+(?:[ ](?:of[ ]|de[ ]|von[ ])?[A-Z][\p{L}'-]+)*)/gu,
  )) {
    const name = match[1];
    if (name.split(/\s+/).some((word) => NOT_NAMES.has(word))) continue;
    if (name.length < 3 || /^[A-Z]+$/.test(name)) continue;
    // A capitalised common word ("Remember", "Dash") is written in lower case somewhere too.
    const first = name.split(' ')[0];
    if (new RegExp(`\\b${first.toLowerCase()}\\b`).test(text)) continue;
    found.push(name);
  }
  return found;
}

function swapEntity(example, key) {
  const inClaim = names(example.claim);
  if (inClaim.length === 0) return null;
  const name = pick(inClaim, `${key}#name`);
  const claimLower = example.claim.toLowerCase();
  const size = name.split(/\s+/).length;
  const others = [...new Set(example.context.flatMap(names))].filter(
    (other) =>
      !claimLower.includes(other.toLowerCase()) &&
      !other.toLowerCase().includes(name.toLowerCase()) &&
      !name.toLowerCase().includes(other.toLowerCase()) &&
      Math.abs(other.split(/\s+/).length - size) <= 1,
  );
  if (others.length === 0) return null;
  const other = pick(others.sort(), `${key}#other`);
  return { claim: example.claim.replace(name, other), detail: `${name} → ${other}` };
}

function flipComparative(example, key) {
  const candidates = FLIPS.filter(([word]) => new RegExp(`\\b${word}\\b`, 'i').test(example.claim));
  if (candidates.length === 0) return null;
  // Prefer the longest phrase ("more than" over "more").
  const longest = Math.max(...candidates.map(([word]) => word.length));
  const [word, flipped] = pick(
    candidates.filter(([candidate]) => candidate.length === longest),
    key,
  );
  const claim = replaceWord(example.claim, word, flipped);
  return claim ? { claim, detail: `${word} → ${flipped}` } : null;
}

function swapOpposite(example, key) {
  const flips = new Set(FLIPS.map(([word]) => word));
  const candidates = OPPOSITES.filter(
    ([word]) => !flips.has(word) && new RegExp(`\\b${word}\\b`).test(example.claim),
  );
  if (candidates.length === 0) return null;
  const [word, opposite] = pick(candidates, key);
  const claim = replaceWord(example.claim, word, opposite);
  return claim ? { claim, detail: `${word} → ${opposite}` } : null;
}

function shiftDate(example, key) {
  const claim = example.claim;
  const monthPattern = new RegExp(`\\b(${MONTHS.join('|')})\\b`);
  const dayMonth = claim.match(new RegExp(`\\b(\\d{1,2})(st|nd|rd|th)?\\s+(${MONTHS.join('|')})\\b`));
  const monthDay = claim.match(new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{1,2})(st|nd|rd|th)?\\b(?!\\d)`));
  const month = claim.match(monthPattern);
  const year = claim.match(/\b(1[5-9]\d\d|20[0-4]\d)\b/);
  const choices = [];
  if (month) choices.push('month');
  if (dayMonth || monthDay) choices.push('day');
  if (year) choices.push('year');
  if (choices.length === 0) return null;
  const choice = pick(choices, key);
  const step = 1 + (hash(`${key}#step`) % 3);
  if (choice === 'month') {
    const index = MONTHS.indexOf(month[1]);
    const shifted = MONTHS[(index + step) % 12];
    return { claim: claim.replace(monthPattern, shifted), detail: `${month[1]} → ${shifted}` };
  }
  if (choice === 'day') {
    const match = dayMonth ?? monthDay;
    const dayText = dayMonth ? match[1] : match[2];
    const day = Number(dayText);
    const shifted = day + step <= 28 ? day + step : day - step;
    const replaced = match[0].replace(dayText, String(shifted));
    return { claim: claim.replace(match[0], replaced), detail: `day ${day} → ${shifted}` };
  }
  const value = Number(year[1]);
  const shifted = hash(`${key}#sign`) % 2 === 0 ? value + step : value - step;
  return { claim: claim.replace(year[1], String(shifted)), detail: `${value} → ${shifted}` };
}

function flipNegation(example, key) {
  const claim = example.claim;
  if (NEGATED.test(claim)) {
    for (const [pattern, replacement] of DROP_NEGATION) {
      if (pattern.test(claim))
        return { claim: claim.replace(pattern, replacement), detail: 'negation dropped' };
    }
    return null;
  }
  const match = claim.match(NEGATABLE);
  if (!match) return null;
  const auxiliary = match[1];
  const negated =
    auxiliary === 'can'
      ? 'cannot'
      : auxiliary
          .replace(/^(has|have|had)/, '$1 not')
          .replace(/^(is|are|was|were|could|will|would|should|does|did|do|must|may)$/, '$1 not');
  void key;
  return { claim: claim.replace(NEGATABLE, negated), detail: `${auxiliary} → ${negated}` };
}

/** A number that is not a year, with how it is written. */
function numbersOf(claim) {
  return [...claim.matchAll(/(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d,]*\d)/g)].filter((match) => {
    const value = Number(match[1].replace(/,/g, ''));
    const after = claim.slice(match.index + match[1].length, match.index + match[1].length + 1);
    // Years, and numbers inside a name or code ("1080p", "1491–1510").
    if (/[\p{L}–-]/u.test(after)) return false;
    return !(Number.isInteger(value) && value >= 1000 && value <= 2099 && !match[1].includes(','));
  });
}

function format(value, like) {
  const decimals = like.includes('.') ? like.split('.')[1].length : 0;
  const text = value.toFixed(decimals);
  return like.includes(',')
    ? Number(text).toLocaleString('en-US', { minimumFractionDigits: decimals })
    : text;
}

function changeNumber(example, key) {
  const numbers = numbersOf(example.claim);
  if (numbers.length === 0) return null;
  const match = pick(numbers, key);
  const value = Number(match[1].replace(/,/g, ''));
  const factors = [2, 3, 0.5, 1.5, 1.3];
  let changed = value * pick(factors, `${key}#factor`);
  if (value < 20 && Number.isInteger(value)) changed = value + 1 + (hash(`${key}#plus`) % 4);
  const text = format(changed, match[1]);
  if (text === match[1]) return null;
  const claim =
    example.claim.slice(0, match.index) + text + example.claim.slice(match.index + match[1].length);
  return { claim, detail: `${match[1]} → ${text}` };
}

/** The same number written another way: separators added or removed, millions spelled out. */
function rewriteNumber(example, key) {
  return rewriteDigits(example, key) ?? respellNumber(example, key);
}

function rewriteDigits(example, key) {
  const numbers = numbersOf(example.claim).filter((match) => {
    const value = Number(match[1].replace(/,/g, ''));
    return (
      value >= 1000 || /\d\s*(million|billion)\b/.test(example.claim.slice(match.index, match.index + 20))
    );
  });
  if (numbers.length === 0) return null;
  const match = pick(numbers, key);
  const written = match[1];
  const after = example.claim.slice(match.index + written.length);
  const scale = after.match(/^\s*(million|billion)\b/);
  let text;
  let consumed = written.length;
  if (scale) {
    const value = Number(written.replace(/,/g, '')) * (scale[1] === 'million' ? 1e6 : 1e9);
    text = value.toLocaleString('en-US');
    consumed += scale[0].length;
  } else if (written.includes(',')) text = written.replace(/,/g, '');
  else text = Number(written).toLocaleString('en-US', { maximumFractionDigits: 10 });
  if (text === written) return null;
  const claim = example.claim.slice(0, match.index) + text + example.claim.slice(match.index + consumed);
  return { claim, detail: `${example.claim.slice(match.index, match.index + consumed)} → ${text}` };
}

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A small number spelt out or in digits, or a percentage written as "percent". */
function respellNumber(example, key) {
  const claim = example.claim;
  const percent = claim.match(/\b(\d+(?:\.\d+)?)%/);
  if (percent)
    return {
      claim: claim.replace(percent[0], `${percent[1]} percent`),
      detail: `${percent[0]} → ${percent[1]} percent`,
    };
  const percentWord = claim.match(/\b(\d+(?:\.\d+)?) (?:percent|per cent)\b/);
  if (percentWord)
    return {
      claim: claim.replace(percentWord[0], `${percentWord[1]}%`),
      detail: `${percentWord[0]} → ${percentWord[1]}%`,
    };
  // A whole number only: not the "2" of "1.2 miles" or "37 degrees".
  const digit = claim.match(/(?<![\d.,])\b([2-9]|1[0-2]) (?=[a-z]{3,})/);
  if (digit) {
    const word = WORDS[Number(digit[1])];
    const claimWithWord = `${claim.slice(0, digit.index)}${word} ${claim.slice(digit.index + digit[0].length)}`;
    return { claim: claimWithWord, detail: `${digit[1]} → ${word}` };
  }
  const word = claim.match(
    /(?<![-\w])(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?=[a-z]{3,})/i,
  );
  if (word) {
    const value = WORDS.indexOf(word[1].toLowerCase());
    return { claim: claim.replace(word[0], `${value} `), detail: `${word[1]} → ${value}` };
  }
  void key;
  return null;
}

function rewriteNegation(example) {
  for (const [pattern, replacement] of NEGATION_REWRITES) {
    if (pattern.test(example.claim))
      return {
        claim: example.claim.replace(pattern, replacement),
        detail: `${pattern.source} → ${replacement}`,
      };
  }
  return null;
}

const EDITS = [
  ['entity', swapEntity, 'unsupported'],
  ['comparative', flipComparative, 'unsupported'],
  ['date', shiftDate, 'unsupported'],
  ['negation', flipNegation, 'unsupported'],
  ['antonym', swapOpposite, 'unsupported'],
  ['number', changeNumber, 'unsupported'],
  ['number-format', rewriteNumber, 'supported'],
  ['supported-negation', rewriteNegation, 'supported'],
];

const wordsOf = (text) => new Set(text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []);

/**
 * Whether the claim is a near-copy of one sentence of its context (≥ 80 % of its words of 4+
 * letters in that sentence) — the case a single edit is about. Computed here, not by the judge.
 */
function isNearCopy(example) {
  const claimWords = [...wordsOf(example.claim)].filter((word) => word.length >= 4);
  if (claimWords.length === 0) return false;
  for (const chunk of example.context) {
    for (const sentence of chunk.split(/(?<=[.!?])\s+|\n+/)) {
      const words = wordsOf(sentence);
      const shared = claimWords.filter((word) => words.has(word)).length;
      if (shared / claimWords.length >= 0.8) return true;
    }
  }
  return false;
}

/** Sentences of a chunk, as `isNearCopy` reads them. */
const sentencesOf = (chunk) => chunk.split(/(?<=[.!?])\s+|\n+/).map((sentence) => sentence.trim());
/** A sentence that reads as a claim: 8–45 words, a capital first, a full stop last, no markup. */
const CLAIM_LIKE = /^[A-Z][^|#*[\]{}<>=]*[a-z)"”'][.!]$/;
function isClaimLike(sentence) {
  const words = sentence.split(/\s+/).length;
  return words >= 8 && words <= 45 && CLAIM_LIKE.test(sentence);
}
/** Sentences taken from one chunk, at most. */
const SENTENCES_PER_CHUNK = 2;

/**
 * The sources of one dataset: its supported claims (`{ example, split, half? }`), or with
 * --from-sentences up to SENTENCES_PER_CHUNK claim-like sentences of each distinct chunk, each
 * judged against the row's whole context.
 */
function* sourcesOf(dataset, lines, seenChunks) {
  const seen = new Set();
  for (const line of lines) {
    const example = JSON.parse(line);
    if (values['from-sentences']) {
      for (const [chunkIndex, chunk] of example.context.entries()) {
        const chunkKey = hash(chunk.trim());
        if (seenChunks.has(chunkKey)) continue;
        seenChunks.add(chunkKey);
        const half = hash(`half:${chunkKey}`) % 2 === 0 ? 'dev' : 'test';
        const picked = sentencesOf(chunk)
          .filter(isClaimLike)
          .sort((a, b) => hash(`${chunkKey}#${a}`) - hash(`${chunkKey}#${b}`))
          .slice(0, SENTENCES_PER_CHUNK);
        for (const [index, sentence] of picked.entries()) {
          yield {
            example: { ...example, id: `${example.id}-c${chunkIndex + 1}s${index + 1}`, claim: sentence },
            split: 'sentences',
            half,
          };
        }
      }
      continue;
    }
    if (example.label !== 'supported') continue;
    const group = groupOf(example.claim);
    // Factcheck-GPT pairs a claim with several passages: one source per claim text.
    if (seen.has(group)) continue;
    seen.add(group);
    // A dataset the judge was never calibrated or developed on is a fresh source: no `fit` half.
    const split = !CALIBRATION_DATASETS.includes(dataset)
      ? 'fresh'
      : hash(`${group}#single-edits`) % 2 === 0
        ? 'fit'
        : 'heldout';
    yield { example, split };
  }
}

const rows = [];
const counts = {};
const seenChunks = new Set();
for (const dataset of DATASETS) {
  const lines = readFileSync(join(dataDir, `${dataset}.dev.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean);
  for (const { example, split, half } of sourcesOf(dataset, lines, seenChunks)) {
    const group = groupOf(example.claim);
    const nearCopy = isNearCopy(example);
    for (const [kind, edit, label] of EDITS) {
      const result = edit(example, `${example.id}#${kind}`);
      if (!result || result.claim === example.claim) continue;
      const where = half ? `${split}/${half}` : split;
      counts[`${kind}/${where}`] = (counts[`${kind}/${where}`] ?? 0) + 1;
      if (nearCopy) counts[`${kind}/${where}/near-copy`] = (counts[`${kind}/${where}/near-copy`] ?? 0) + 1;
      rows.push({
        id: `edit-${kind}-${example.id}`,
        dataset: 'single-edit',
        split,
        ...(half ? { half } : {}),
        query: example.query ?? null,
        context: example.context,
        claim: result.claim,
        label,
        fine_label: kind,
        source_id: example.id,
        source_dataset: dataset,
        source_claim: example.claim,
        group,
        near_copy: nearCopy,
        edit: result.detail,
      });
    }
  }
}
writeFileSync(out, `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
console.log(`wrote ${rows.length} rows to ${out}`);
for (const [key, count] of Object.entries(counts).sort()) console.log(`  ${key.padEnd(28)} ${count}`);
