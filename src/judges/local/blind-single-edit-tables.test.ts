/**
 * Blind single-edit tables (issue 24, seventh and eighth passes), written by engineers who never
 * read the judge, its tests or its data, in the style of the issue's own held-out set: a near-copy
 * of one sentence with one detail changed, distractors of the same kind elsewhere in the context,
 * and faithful rewrites. Judged the way a user meets them, through `verify()`. Each set was run
 * once before anyone read it; its first-run figures are in decision 0002.
 *
 * - Sets A to G were then read and developed on, one after the other: development tables now.
 *   Every change kind is caught in ≥ 80 % of its cases. The faithful kinds meet the issue's ≤ 10 %
 *   except where a bar below says otherwise (C's and G's supported negations, F's paraphrases),
 *   recorded at the figures they have, so that a rule that flags more of them fails.
 * - Set H (242 cases) was written last and judged once, after the eighth pass's last rule: the
 *   held-out table, 59 wrong verdicts there (entity swaps 11 of 22 caught, supported negations 17
 *   of 44 flagged). Its missed entity swaps were then read: two parts of one sentence swapped
 *   with each other, which `comparisons/swapped-pair.ts` now reads (56 wrong). Its numbers written
 *   differently (12 of 44 flagged) were then read: conversions, volumes, SI prefixes, dimensions,
 *   "and a quarter", hedges of one side, a number stated in another selected sentence (48 wrong,
 *   4 of 44 flagged), then 44 after the ninth pass's rules. Recorded at its figure so a rule
 *   that makes it worse fails.
 * - Set I (242 cases, ninth pass) was judged once at the pass's start, before anyone read it: 68
 *   wrong (entity swaps 14, comparative flips 12, negation flips 12 of 22 caught; supported
 *   negations 21 of 44 flagged). It was then read and developed on: a bar at its figure now.
 * - Set J (242 cases, ninth pass) was written while I was developed on and is not read: the
 *   held-out table. Judged at the pass's start build (62 wrong) and after the pass's rules (50
 *   wrong: entity swaps 14, comparative flips 17 of 22 caught; supported negations 14 of 44
 *   flagged). Recorded at that figure so a rule that makes it worse fails.
 * - Tenth pass: set K (242 cases, held out, judged at the pass's start: 31 wrong) and two tables
 *   of one kind each, N (150 numbers written differently, 50 changed numbers) and S (150 supported
 *   negations, 50 negation flips), split by position into two thirds developed on and a third held
 *   out. At the pass's start: N 51 wrong (46 of 150 flagged), S 73 wrong (68 of 150 flagged).
 * - Eleventh pass: R (150 entity swaps in eleven styles — roles swapped in one sentence, lists and
 *   "respectively" paired wrongly, a name from another sentence, a part of a compound name, an
 *   organisation, a title, a place, a flattened table, a possessor, a middle clause — and 50
 *   faithful rearrangements), split the same way. At the pass's start: R-dev 35 wrong (71 of 101
 *   swaps caught, 5 of 33 flagged), R-held 14 wrong (37 of 49 caught, 2 of 17 flagged). After
 *   the pass's rules (crossed pairings, "respectively", swapped phrases, repeated names): R-dev 14
 *   (90 of 101 caught), R-held 7 (44 of 49 caught), J 45 (entity swaps 15 of 22).
 * - Twelfth pass: T (242 cases in the usual mix, over many domains), written blind during the pass
 *   and held out whole: 42 wrong at the pass's start build (supported negations 24 of 44 flagged),
 *   40 at its end (22 of 44). The pass's rules (what an earlier rule left behind, values as
 *   instances of a bound, initials, counts, a date of another sentence): J 45 → 42 (supported
 *   negations 13 → 10 of 44 flagged), K 30 → 29, S-held 18 → 17, S-dev 32 → 23.
 * - Thirteenth pass: U (242 cases in the usual mix, its faithful rewrites asked to be "not a near
 *   copy"), written blind during the pass and held out whole: 42 wrong at the pass's start build
 *   (paraphrases 13 of 22 and supported negations 21 of 44 flagged), 42 at its end. The pass's
 *   rules (another doer bears a denial out, names read further back, ages bounded outside the
 *   selected sentences, bounds on times, days inside a range, counts by sense): J 42 → 40, K 29 →
 *   30, T 40 → 38, S-held 17 → 15, I 33 → 31, R-dev 13 → 12, S-dev 23 → 22.
 * - Fourteenth pass: V (242 cases in the usual mix), written blind during the pass and held out
 *   whole: 48 wrong at the pass's start build (negation flips 15 of 22 caught). W (200 cases: 100
 *   numbers written differently, 40 changed numbers, 30 antonyms, 30 entity swaps), written blind
 *   at the same time to be developed on: 26 wrong at the pass's start (13 of 100 flagged). X (150
 *   supported negations, 50 negation flips, written blind to be developed on): 71 wrong at the
 *   pass's start build (54 of 150 flagged, 33 of 50 flips caught). Y (242, usual mix), written
 *   blind late in the pass and held out whole: judged at the pass's start build (36 wrong) and at
 *   its end (35 wrong).
 * - Fifteenth pass: Z (242 cases in the usual mix), written blind at the pass's start and held out
 *   whole: 46 wrong at the pass's start build. AA (150 supported negations, 50 negation flips)
 *   and AB (60 entity swaps, 60 comparative flips — many comparing two values the context gives
 *   in two sentences — 40 numbers written differently, 40 paraphrases), written blind at the same
 *   time to be developed on: AA 54 wrong, AB 82 wrong at the pass's start build. AC (242, the usual
 *   mix, with comparisons across two sentences), written blind an hour into the pass and held out
 *   whole: 36 wrong at the pass's start build.
 * - Sixteenth pass: AD and AG (242 cases each in the usual mix; AG from help desks, policies,
 *   release notes and the like, with comparisons across two sentences), written blind at the
 *   pass's start and held out whole: AD 42, AG 57 wrong at the pass's start build. AE (150
 *   supported negations, 50 negation flips) and AF (50 entity swaps, 40 changed dates, 40
 *   antonyms, 70 numbers written differently), written blind at the same time to be developed on:
 *   AE 63, AF 29 wrong at the pass's start build. An hour in, AH (80 comparative flips, half of
 *   them across two sentences, 80 entity swaps, 40 paraphrases) and AI (150 supported negations,
 *   50 negation flips), written blind to be developed on: AH 37, AI 68 wrong at the pass's start
 *   build; and AJ (242, the usual mix), written blind at the same time and held out whole: 49
 *   wrong at the pass's start build.
 * - Seventeenth pass: AK (242, the usual mix), written blind at the pass's start and held out
 *   whole: 40 wrong at the pass's start build (numbers written differently 13 of 44 flagged). AL
 *   (150 supported negations, 50 negation flips) and AM (80 numbers written differently, 60
 *   comparative flips, 60 entity swaps), written blind at the same time to be developed on: AL 45,
 *   AM 25 wrong at the pass's start build. AO (150 numbers written differently, 50 changed
 *   numbers), written blind soon after to be developed on: 20 wrong at the pass's start build;
 *   and AN (242, the usual mix), written blind at the same time and held out whole: 35 wrong at
 *   the pass's start build (changed dates 14 of 22 caught). At the pass's end (values put with
 *   another word of their sentence, ranking words, names with their descriptors): AK 39, AN 28
 *   (dates 20 of 22), the tables held out before it 459 → 440.
 * - Eighteenth pass: AP and AQ (242 each, the usual mix), written blind at the pass's start and
 *   held out whole: AP 36, AQ 27 wrong at the pass's start build (paraphrases 11 and 9 of 22
 *   flagged). AR (150 supported negations, 50 negation flips) and AS (90 comparative flips, half
 *   across two sentences, 70 numbers written differently, 40 paraphrases), written blind at the
 *   same time to be developed on: AR 52, AS 57 wrong at the pass's start build. Generic words no
 *   chunk uses left out of the model's coverage (`lexicon/english/generic-words.ts`): the tables
 *   held out before the pass 507 → 480 (N-held 16 → 17, one changed number more judged
 *   supported; its bar moved with it), AQ 27 → 23, AP 36. Later in the pass: each sentence's one
 *   count compared across two sentences, units said otherwise (GHz, ms, gigabytes, "point"),
 *   negations of the subject before a modal, negating predicates, rankings by verb ("beat",
 *   "ahead of"). AT (242, the usual mix, its faithful rewrites asked to be natural restatements),
 *   written blind late in the pass and held out whole: 50 wrong at the pass's start build, 45 at
 *   its end (paraphrases 16 of 22 flagged).
 * - Nineteenth pass: AU (242, the usual mix), written blind at the pass's start and held out
 *   whole: 45 wrong at the pass's start build (comparative flips and negation flips 16 of 22
 *   caught). AV (150 supported negations, half in words the context does not use, 50 negation
 *   flips) and AW (100 paraphrases, 100 entity swaps), written blind at the same time to be
 *   developed on: AV 86, AW 31 wrong at the pass's start build. AX (242, the usual mix, its
 *   faithful rewrites asked to sound like an assistant's own words), written blind soon after and
 *   held out whole: 46 wrong at the pass's start build (paraphrases 16 of 22, supported negations
 *   19 of 44 flagged). Y 26 → 27 when the chunk splitter stopped reading the "s" of "1920s." as
 *   an initial: sentences after a decade or a unit glued to a number are now their own, and one
 *   number written differently in Y has been flagged since (its bar moved with it). At the
 *   pass's end (opposites read in their place, negations across a chunk break, ranks, items set
 *   apart): the tables held out before it 576 → 564, AU 45 → 44, AX 46 → 45; AV 86 → 82.
 * - Twentieth pass: AY (242, the usual mix), written blind at the pass's start and held out whole:
 *   19 wrong at the pass's start build. AZ (150 supported negations in many styles, 50 negation
 *   flips) and BA (60 comparative flips, a third across two sentences, 50 antonyms, 40 negation
 *   flips, 50 paraphrases), written blind at the same time to be developed on: AZ 42, BA 25 wrong
 *   at the pass's start build. BB (242, the usual mix, its faithful rewrites asked to read as an
 *   assistant's answer to a user), written blind half an hour in and held out whole: 40 wrong at
 *   the pass's start build (comparative flips 12 of 22 caught). BC (120 comparative flips of
 *   every form, half seen only by the two values the context states, 40 paraphrases and 40
 *   supported negations that restate comparisons), written blind at the same time to be
 *   developed on: 63 wrong at the pass's start build (76 of 120 comparatives caught). BD (242,
 *   the usual mix, from domains one would not think of first), written blind an hour into the
 *   pass and held out whole: 36 wrong at the pass's start build and 36 at the build it was
 *   written against (paraphrases 11 of 22 flagged). At the pass's end (comparisons read by their
 *   values in more forms, nouns that refer back to a name, the chunk splitter after "°C" and
 *   "p.m."): the tables held out before it 653 → 647, BB 40 → 38, AY 19 and BD 36 unchanged; AZ
 *   42 → 35, BA 25 → 15, BC 63 → 49.
 * - Twenty-first pass: BE (242, the usual mix), written blind at the pass's start and held out
 *   whole: 33 wrong at the pass's start build. BF (120 comparative flips of every form, 40
 *   paraphrases and 40 supported negations restating comparisons) and BG (80 antonyms, 80
 *   paraphrases, 40 supported negations), written blind at the same time to be developed on: BF
 *   69, BG 26 wrong at the pass's start build. BH (242, the usual mix, from work and home
 *   questions), written blind an hour and a half into the pass and held out whole: 48 wrong at
 *   the pass's start build, 43 at the build it was written against (comparatives 15 → 17,
 *   antonyms 13 → 16 of 22 caught). At the pass's end (equatives, comparisons said the other way
 *   round, values a sentence lists, verbs of standing, a word put with the wrong clause, a
 *   negation flip carried by two sentences, a value against a bound): the tables held out
 *   before it 647 → 642, BD 36 → 34, AY 19 and BB 38 unchanged, BE 33 → 31, BH 48 → 42; BC 49 →
 *   39, BF 69 → 40, BG 26 → 22.
 * - Twenty-second pass: BI (242, the usual mix, its faithful rewrites asked to read as an
 *   assistant's answer), written blind at the pass's start and held out whole: 35 wrong at the
 *   pass's start build (comparatives and negation flips 16 of 22 caught, paraphrases 9 of 22
 *   flagged). BJ (80 entity swaps in many styles, 60 negation flips, 60 paraphrases) and BK (100
 *   comparative flips of every form, 50 supported negations and 50 paraphrases restating
 *   comparisons), written blind at the same time to be developed on: BJ 59, BK 58 wrong at the
 *   pass's start build. BL (242, the usual mix, from domains one would not think of first, a
 *   third of its entity swaps taking another item's attribute), written blind half an hour in and
 *   held out whole: 56 wrong at the pass's start build (entity swaps 12 and negation flips 13 of
 *   22 caught). At the pass's end (a phrase taken from another sentence or clause into the copied
 *   one's slot, "failed" before its noun, a purpose after the clause, bounds in words, "exceeded"
 *   between two terms, "second only to", negation flips said twice in one claim): the tables held
 *   out before the twenty-first pass 642 → 634, BH 42 → 40, BI 35, BL 56 → 55, AY, BB, BD, BE
 *   unchanged; BJ 59 → 52, BK 58 → 53.
 * - Twenty-third pass: BM (242, the usual mix, everyday questions to RAG assistants), written
 *   blind at the pass's start and held out whole: 31 wrong at the pass's start build (comparatives
 *   16 of 22 caught). BN (100 comparative flips, 50 negation flips, 50 supported negations) and BO
 *   (100 entity swaps, 50 antonyms, 50 paraphrases), written blind at the same time to be
 *   developed on: BN 35, BO 44 wrong at the pass's start build. BP (242, the usual mix, internal
 *   and public-sector assistants), written blind half an hour in and held out whole: 24 wrong at
 *   the pass's start build and at the build it was written against; BQ (80 paraphrases, 60
 *   supported negations, 60 comparative flips in an assistant's words), written at the same time
 *   to be developed on: 48 wrong at the pass's start build. At the pass's end (conditions turned,
 *   roles swapped across verbs, letters swapped, denied comparisons, ranks, multiples, years and
 *   intervals): the tables held out before the twenty-first pass 634 → 628, BD 34 → 32, BE 31 →
 *   29, BH 40 → 39, BI 35 → 34, BL 55 → 54, AY, BB, BM, BP unchanged; BN 35 → 23, BO 44 → 27, BQ
 *   48 → 43. BR (242, the usual mix, from domains one would not think of first), written blind
 *   after the pass's last rule and held out whole: 22 wrong at the pass's start build and at its
 *   end (numbers written differently 8 of 44 flagged).
 * - Twenty-fourth pass: BS (242, the usual mix, its supported negations written as an assistant's
 *   answer), written blind at the pass's start and held out whole: 45 wrong at the pass's start
 *   build (supported negations 26 of 44 flagged). BT (110 supported negations, 40 negation flips,
 *   50 paraphrases), written blind at the same time to be developed on: 44 wrong. BU (242, the
 *   usual mix, from domains one would not think of first), written blind an hour in and held out
 *   whole: 54 wrong at the pass's start build (comparatives 10 of 22 caught). BV (242, the usual
 *   mix), written blind late in the pass and held out whole: 43 wrong at the pass's start build.
 *   At the pass's end (what "only" leaves out, an answer's opening "No,", comparisons no chunk
 *   makes, denials past an end or a bound): the tables held out before the twenty-first pass 628
 *   → 616, BS 45 → 35, BU 54 → 52, BV 43 → 40, BB 38 → 36, BD 32 → 29, BL 54 → 52, AY 19 → 20 (41
 *   fixed, 5 broken over the tables held out); BT 44 → 40.
 * - Twenty-fifth pass: BW (242, the usual mix, its faithful rewrites in an assistant's own words),
 *   written blind at the pass's start and held out whole: 53 wrong at the pass's start build
 *   (supported negations 22 of 44 flagged). BX (150 supported negations, two thirds in words the
 *   context does not use, 50 negation flips) and BY (100 comparative flips, half seen only by
 *   values, 50 paraphrases, 50 supported negations), written blind at the same time to be
 *   developed on: BX 65, BY 57 wrong at the pass's start build. BZ (242, the usual mix), written
 *   blind half an hour in and held out whole: 49 wrong at the pass's start build and at the build
 *   it was written against (comparatives 14, entity swaps 13 of 22 caught); CA (120 comparative
 *   flips in an assistant's words, 40 paraphrases, 40 supported negations), written at the same
 *   time to be developed on: 39 wrong at the pass's start build. At the pass's end (changes over
 *   time and superlatives read by values, targets, names run on, frames, denials of another name):
 *   the tables held out before the twenty-first pass 616 → 614, BE 29 → 27, BU 52 → 51, the other
 *   held-out tables unchanged (7 fixed, 2 broken); BX 65 → 57, BY 57 → 45, CA 39 → 28.
 * - Twenty-sixth pass: CB (242, the usual mix), written blind at the pass's start and held out
 *   whole: 57 wrong at the pass's start build. CC (80 entity swaps, 80 comparative flips in an
 *   assistant's words, 40 supported negations) and CD (90 changed dates, 70 changed numbers, 40
 *   numbers written differently), written blind at the same time to be developed on: CC 46, CD 50
 *   wrong at the pass's start build. CE (242, the usual mix, often under a heading sentence),
 *   written blind an hour in and held out whole: 54 wrong at the pass's start build; CF (100
 *   numbers written differently, 60 paraphrases, 40 supported negations), written at the same time
 *   to be developed on: 44 wrong. At the pass's end (values of another part of a sentence, names
 *   a heading gives, superlatives of price, the name the sentence before gives): the tables held
 *   out before the twenty-first pass 614 → 594, BE 27 → 24, BH 39 → 38, BI 33 → 31, BL 52 → 48,
 *   BM 31 → 30, BR 22 → 21, BW 53 → 51, BZ 49 → 46, CB 57 → 56, CE 54 → 50 (44 fixed, 2 broken);
 *   CC 46 → 41, CD 50 → 27, CF 44 → 40.
 * - Twenty-seventh pass: CG (242, the usual mix, its faithful rewrites in an assistant's words)
 *   and CH (150 numbers written differently "in as many ways as you can think of", 50 changed
 *   numbers), written blind at the pass's start and held out whole: CG 34, CH 51 wrong at the
 *   pass's start build (CH's numbers written differently 49 of 150 flagged). CI (120 changed dates
 *   of every kind, 40 dates written differently, 40 paraphrases) and CJ (as CH), written blind an
 *   hour in to be developed on: CI 27, CJ 49 wrong at the pass's start build. At the pass's end
 *   (numbers and dates written in more ways: units of two words, percentage points, rates of
 *   incidence, holidays, a weekday the calendar gives, seasons and days as dates, days and months
 *   no names): the tables held out before it 1,222 → 1,209 (14 fixed, 1 broken, U), CG 34 → 32,
 *   CH 51 → 40; CI 27 → 15, CJ 49 → 29.
 * - Twenty-eighth pass: CK (242, the usual mix, everyday questions at work and at home), written
 *   blind at the pass's start and held out whole: 34 wrong at the pass's start build. CL (150
 *   supported negations in many styles, 50 negation flips) and CM (150 numbers written differently,
 *   many worked out from the context's values, 50 changed numbers), written blind at the same time
 *   to be developed on: CL 47, CM 34 wrong at the pass's start build. CN (as CM, a third of its
 *   faithful numbers worked out), written blind after the pass's first rules and held out whole:
 *   60 wrong at the pass's start build, 49 at the build it was written against. At the pass's end
 *   (values worked out from the sentence's, "a mile", eras in words, "the fourteenth of August"):
 *   the tables held out before it 1,281 → 1,263 (19 fixed, 1 broken, BB), CK 34, CN 60 → 48;
 *   CL 47, CM 34 → 7, CJ 29 → 22.
 * - Twenty-ninth pass: CO (242, the usual mix), written blind at the pass's start and held out
 *   whole: 41 wrong at the pass's start build (supported negations 15 of 44, numbers written
 *   differently 9 of 44 flagged). At the pass's end (negated equatives read further and against
 *   the sentence's comparison, a role only one holds, "only" over a parenthesis, ranks, Roman
 *   numerals, whole-number bounds, dates across the year's turn): the tables held out before it
 *   1,345 → 1,341 (4 fixed, none broken), CO 41; the developed tables 1,178 → 1,163 (15 fixed,
 *   none broken).
 * - Thirtieth pass: CP (242, the usual mix), written blind during the pass and held out whole: 17
 *   wrong at the pass's start build, 19 at the build it was judged against (supported negations 4
 *   → 6 of 44 flagged). At the pass's end (connectives, words of permission and light verbs' other
 *   forms left out where no chunk uses them or an opposite of them, permissions denied with
 *   another verb, sentences copied whole): the tables held out before it 1,382 → 1,349 (44 fixed,
 *   11 broken); the developed tables 1,163 → 1,142.
 * - Thirty-first pass: CQ (242, the usual mix), written blind during the pass and held out whole:
 *   39 wrong at the pass's start build, 30 at its end. The pass fitted the model on the developed
 *   tables too (the claims no rule decides, each padded with other cases' passages; held-out
 *   tables listed in `held-out.json` and never fitted on) and read permissions of what a sentence
 *   prohibits, opposites in one clause of two, change words against two values: the tables held
 *   out before it 1,368 → 1,201; the developed tables 1,142 → 982 (now fitted on: their bars
 *   guard against a rule that makes them worse, no more).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { verify } from '../../verify.js';
import { EDIT_KINDS, FAITHFUL_KINDS, type SingleEditKind } from './__fixtures__/single-edit-cases.js';
import { createLocalJudge } from './create-local-judge.js';

interface BlindCase {
  kind: SingleEditKind;
  context: string[];
  claim: string;
  verdict: 'contradicted' | 'supported';
  quote: string;
}

const judge = createLocalJudge();

function load(name: string): BlindCase[] {
  return JSON.parse(readFileSync(new URL(`./__fixtures__/blind/${name}.json`, import.meta.url), 'utf8'));
}

interface KindFigure {
  kind: SingleEditKind;
  notSupported: number;
  total: number;
  wrong: string[];
}

async function figures(cases: readonly BlindCase[]): Promise<KindFigure[]> {
  const byKind = new Map<SingleEditKind, KindFigure>();
  for (const item of cases) {
    const chunks = item.context.map((text, index) => ({ id: `c${index + 1}`, text }));
    const report = await verify({ response: item.claim, chunks, judge, logger: silentLogger });
    const notSupported = report.claims.some((claim) => claim.verdict !== 'supported');
    const entry = byKind.get(item.kind) ?? { kind: item.kind, notSupported: 0, total: 0, wrong: [] };
    entry.total += 1;
    if (notSupported) entry.notSupported += 1;
    if (notSupported !== (item.verdict === 'contradicted'))
      entry.wrong.push(`${item.claim} → ${report.claims.map((claim) => claim.reasoning).join(' / ')}`);
    byKind.set(item.kind, entry);
  }
  return [...EDIT_KINDS, ...FAITHFUL_KINDS].flatMap((kind) => byKind.get(kind) ?? []);
}

/**
 * Tables held out: their figures are printed, not their wrong cases, so no one reads them by
 * accident; and the calibration fits on every other table only (scripts/calibrate-local.mjs).
 */
const HELD_OUT: ReadonlySet<string> = new Set(
  JSON.parse(readFileSync(new URL('./__fixtures__/blind/held-out.json', import.meta.url), 'utf8')),
);

function print(name: string, rows: readonly KindFigure[]): void {
  const lines = rows.map(
    (row) =>
      `${name} ${row.kind.padEnd(19)} ${EDIT_KINDS.includes(row.kind) ? 'caught ' : 'flagged'} ${row.notSupported}/${row.total}` +
      (HELD_OUT.has(name) ? '' : row.wrong.map((line) => `\n    ✗ ${line}`).join('')),
  );
  console.log(lines.join('\n'));
}

/** The most each faithful kind may be flagged, per development set (the bar is 0.1). */
const FAITHFUL_BARS: Record<string, Partial<Record<SingleEditKind, number>>> = {
  'set-a': {},
  'set-b': {},
  'set-c': { 'supported-negation': 0.14 },
  'set-d': {},
  'set-e': {},
  'set-f': { paraphrase: 0.14 },
  'set-g': { 'supported-negation': 0.25 },
};

/** Cases per kind: 22, and 44 supported negations (D–J) and numbers written differently (E–J). */
function expectedCount(name: string, kind: SingleEditKind): number {
  if (kind === 'supported-negation' && !['set-a', 'set-b', 'set-c'].includes(name)) return 44;
  if (kind === 'number-format' && !['set-a', 'set-b', 'set-c', 'set-d'].includes(name)) return 44;
  return 22;
}

/**
 * The tenth pass's tables of one kind each, 200 cases apiece, split by position into a third held
 * out and two thirds developed on: N, numbers written differently against changed numbers; S,
 * supported negations against negation flips; and the eleventh pass's R, entity swaps against
 * faithful rearrangements.
 */
const FOCUSED_TABLES: Record<string, Partial<Record<SingleEditKind, number>>> = {
  'set-n-dev': { 'number-format': 102, number: 32 },
  'set-n-held': { 'number-format': 48, number: 18 },
  'set-s-dev': { 'supported-negation': 100, negation: 34 },
  'set-s-held': { 'supported-negation': 50, negation: 16 },
  'set-r-dev': { entity: 101, paraphrase: 33 },
  'set-r-held': { entity: 49, paraphrase: 17 },
  'set-w': { 'number-format': 100, number: 40, antonym: 30, entity: 30 },
  'set-x': { 'supported-negation': 150, negation: 50 },
  'set-aa': { 'supported-negation': 150, negation: 50 },
  'set-ab': { entity: 60, comparative: 60, 'number-format': 40, paraphrase: 40 },
  'set-ae': { 'supported-negation': 150, negation: 50 },
  'set-af': { entity: 50, date: 40, antonym: 40, 'number-format': 70 },
  'set-ah': { comparative: 80, entity: 80, paraphrase: 40 },
  'set-ai': { 'supported-negation': 150, negation: 50 },
  'set-al': { 'supported-negation': 150, negation: 50 },
  'set-am': { 'number-format': 80, comparative: 60, entity: 60 },
  'set-ao': { 'number-format': 150, number: 50 },
  'set-ar': { 'supported-negation': 150, negation: 50 },
  'set-as': { comparative: 90, 'number-format': 70, paraphrase: 40 },
  'set-av': { 'supported-negation': 150, negation: 50 },
  'set-aw': { paraphrase: 100, entity: 100 },
  'set-az': { 'supported-negation': 150, negation: 50 },
  'set-ba': { comparative: 60, antonym: 50, negation: 40, paraphrase: 50 },
  'set-bc': { comparative: 120, paraphrase: 40, 'supported-negation': 40 },
  'set-bf': { comparative: 120, paraphrase: 40, 'supported-negation': 40 },
  'set-bg': { antonym: 80, paraphrase: 80, 'supported-negation': 40 },
  'set-bj': { entity: 80, negation: 60, paraphrase: 60 },
  'set-bk': { comparative: 100, 'supported-negation': 50, paraphrase: 50 },
  'set-bn': { comparative: 100, negation: 50, 'supported-negation': 50 },
  'set-bo': { entity: 100, antonym: 50, paraphrase: 50 },
  'set-bq': { paraphrase: 80, 'supported-negation': 60, comparative: 60 },
  'set-bt': { 'supported-negation': 110, negation: 40, paraphrase: 50 },
  'set-bx': { 'supported-negation': 150, negation: 50 },
  'set-by': { comparative: 100, paraphrase: 50, 'supported-negation': 50 },
  'set-ca': { comparative: 120, paraphrase: 40, 'supported-negation': 40 },
  'set-cc': { entity: 80, comparative: 80, 'supported-negation': 40 },
  'set-cd': { date: 90, number: 70, 'number-format': 40 },
  'set-cf': { 'number-format': 100, paraphrase: 60, 'supported-negation': 40 },
  'set-ch': { 'number-format': 150, number: 50 },
  'set-ci': { date: 120, 'number-format': 40, paraphrase: 40 },
  'set-cj': { 'number-format': 150, number: 50 },
  'set-cl': { 'supported-negation': 150, negation: 50 },
  'set-cm': { 'number-format': 150, number: 50 },
  'set-cn': { 'number-format': 150, number: 50 },
};

describe('blind single-edit tables through verify()', () => {
  it.each([
    'set-a',
    'set-b',
    'set-c',
    'set-d',
    'set-e',
    'set-f',
    'set-g',
    'set-h',
    'set-i',
    'set-j',
    'set-k',
    'set-t',
    'set-u',
    'set-v',
    'set-y',
    'set-z',
    'set-ac',
    'set-ad',
    'set-ag',
    'set-aj',
    'set-ak',
    'set-an',
    'set-ap',
    'set-aq',
    'set-at',
    'set-au',
    'set-ax',
    'set-ay',
    'set-bb',
    'set-bd',
    'set-be',
    'set-bh',
    'set-bi',
    'set-bl',
    'set-bm',
    'set-bp',
    'set-br',
    'set-bs',
    'set-bu',
    'set-bv',
    'set-bw',
    'set-bz',
    'set-cb',
    'set-ce',
    'set-cg',
    'set-ck',
    'set-co',
    'set-cp',
    'set-cq',
  ])('%s has its cases of every kind, each quoting its own context', (name) => {
    const cases = load(name);
    for (const kind of [...EDIT_KINDS, ...FAITHFUL_KINDS])
      expect(cases.filter((item) => item.kind === kind).length, kind).toBe(expectedCount(name, kind));
    for (const item of cases) {
      expect(item.context.some((chunk) => chunk.includes(item.quote))).toBe(true);
      expect(item.verdict).toBe(EDIT_KINDS.includes(item.kind) ? 'contradicted' : 'supported');
    }
  });

  it.each(Object.keys(FAITHFUL_BARS))(
    '%s (development): each change caught in ≥ 80 %, faithful kinds flagged within their bar',
    async (name) => {
      const rows = await figures(load(name));
      print(name, rows);
      for (const row of rows) {
        const share = row.notSupported / row.total;
        const ok = EDIT_KINDS.includes(row.kind)
          ? share >= 0.8
          : share <= (FAITHFUL_BARS[name]![row.kind] ?? 0.1);
        expect({ kind: row.kind, share, ok }).toEqual({ kind: row.kind, share, ok: true });
      }
    },
    120_000, // about 200 answers through verify(): no deadline a loaded machine could miss
  );

  it.each(Object.entries(FOCUSED_TABLES))(
    '%s has its cases, each quoting its own context',
    (name, counts) => {
      const cases = load(name);
      for (const [kind, count] of Object.entries(counts))
        expect(cases.filter((item) => item.kind === kind).length, kind).toBe(count);
      expect(cases.length).toBe(Object.values(counts).reduce((total, count) => total + count, 0));
      for (const item of cases) {
        expect(item.context.some((chunk) => chunk.includes(item.quote))).toBe(true);
        expect(item.verdict).toBe(EDIT_KINDS.includes(item.kind) ? 'contradicted' : 'supported');
      }
    },
  );

  /**
   * The most wrong verdicts of each table held out (J, K, the held thirds of N and S) or held out
   * once and read since (H, I, the development two-thirds of N and S).
   */
  const WRONG_BARS: Record<string, number> = {
    'set-h': 26,
    'set-i': 17,
    'set-j': 26,
    'set-k': 18,
    'set-t': 23,
    'set-u': 31,
    'set-v': 31,
    'set-y': 26,
    'set-z': 32,
    'set-ac': 16,
    'set-ad': 19,
    'set-ag': 32,
    'set-aj': 29,
    'set-ak': 26,
    'set-an': 20,
    'set-ap': 24,
    'set-aq': 18,
    'set-at': 37,
    'set-au': 30,
    'set-ax': 29,
    'set-w': 3,
    'set-x': 42,
    'set-aa': 25,
    'set-ab': 30,
    'set-ae': 31,
    'set-af': 10,
    'set-ah': 18,
    'set-ai': 24,
    'set-al': 27,
    'set-am': 7,
    'set-ao': 2,
    'set-ar': 25,
    'set-as': 21,
    'set-av': 65,
    'set-aw': 20,
    'set-ay': 17,
    'set-bb': 30,
    'set-bd': 23,
    'set-az': 25,
    'set-ba': 17,
    'set-bc': 24,
    'set-be': 21,
    'set-bh': 32,
    'set-bf': 32,
    'set-bg': 14,
    'set-bi': 27,
    'set-bj': 34,
    'set-bk': 36,
    'set-bl': 42,
    'set-bm': 26,
    'set-bp': 19,
    'set-br': 18,
    'set-bn': 17,
    'set-bo': 19,
    'set-bq': 29,
    'set-bs': 28,
    'set-bt': 31,
    'set-bu': 38,
    'set-bv': 35,
    'set-bw': 37,
    'set-bx': 39,
    'set-by': 40,
    'set-bz': 42,
    'set-ca': 20,
    'set-cb': 50,
    'set-cc': 32,
    'set-ce': 42,
    'set-cd': 23,
    'set-cf': 21,
    'set-cg': 27,
    'set-ch': 35,
    'set-ci': 13,
    'set-cj': 19,
    'set-ck': 24,
    'set-cl': 39,
    'set-cm': 7,
    'set-cn': 44,
    'set-co': 37,
    'set-cp': 17,
    'set-cq': 30,
    'set-n-dev': 5,
    'set-n-held': 10,
    'set-s-dev': 9,
    'set-s-held': 8,
    'set-r-dev': 9,
    'set-r-held': 5,
  };

  it.each(Object.entries(WRONG_BARS))(
    '%s (held out, or read after its held-out run): at most %i wrong verdicts',
    async (name, bar) => {
      const rows = await figures(load(name));
      print(name, rows);
      const wrong = rows.reduce((total, row) => total + row.wrong.length, 0);
      expect(wrong).toBeLessThanOrEqual(bar);
    },
    120_000,
  );
});
