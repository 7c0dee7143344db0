/**
 * Turns a claim's analysis and its P(supported) into a verdict, a confidence, exact evidence
 * quotes and one line of reasoning a person can check against the chunk. Contradiction is decided
 * by the deterministic consistency comparisons (a conflict in the sentence that otherwise aligns);
 * support by the calibrated probability; partial support by how much of the claim the evidence
 * covers.
 */

import { withFields } from '../../core/with-fields.js';
import type { Chunk } from '../../spec/chunk.js';
import type { ClaimVerdict, Evidence } from '../../spec/claim.js';
import { denyingNegation, stemStart } from '../../text/denying-negation.js';
import { CHANGE_WORDS } from '../../text/number-words.js';
import { type Quantity, TIME_OF_DAY } from '../../text/quantity.js';
import { monthNumber, type Token } from '../../text/tokenize.js';
import { besideSameNeighbour } from './comparisons/compare-slots.js';
import { WEEKDAYS, weekdayOf } from './comparisons/outside-schedule.js';
import { qualifiedCompound } from './comparisons/qualified-compound.js';
import { deniedAlternative } from './denied-alternative.js';
import { type SentenceMatch, unsaidEmphasis } from './evidence/align-claim.js';
import { introducingSentences, sentenceBeforeAcrossBreak } from './evidence/introducing-sentences.js';
import type { IndexedSentence } from './evidence/sentence-index.js';
import { ORDINAL_WORDS } from './lexicon/english/slot-words.js';
import type { LocalJudgeParams } from './local-judge-params.js';
import { type ClaimAnalysis, SEVERAL_SENTENCES } from './model/analyze-claim.js';
import { RULE_PARAMS } from './params/rule-params.js';
import { unconfirmedComparison } from './unconfirmed-comparison.js';

function where(chunks: readonly Chunk[], sentence: IndexedSentence): string {
  return `chunk ${chunks[sentence.chunkIndex]!.id} sentence ${sentence.position}`;
}

function quote(chunks: readonly Chunk[], sentence: IndexedSentence): Evidence {
  const chunk = chunks[sentence.chunkIndex]!;
  return {
    chunkId: chunk.id,
    quote: chunk.text.slice(sentence.start, sentence.end),
    start: sentence.start,
    end: sentence.end,
  };
}

function listWords(words: readonly string[]): string {
  const quoted = words.slice(0, 4).map((word) => `'${word}'`);
  const more = words.length > 4 ? ` and ${words.length - 4} more` : '';
  if (quoted.length <= 1) return `${quoted.join('')}${more}`;
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}${more}`;
}

/** The selected sentences that contributed at least one matched word, best first. */
function contributing(analysis: ClaimAnalysis): SentenceMatch[] {
  return analysis.alignment.selected.filter((match) => match.kinds.some((kind) => kind !== null));
}

/** Coverage of the claim's words by the best sentence (or `match`), not counting the words in `except`. */
function coverageExcept(
  analysis: ClaimAnalysis,
  except: ReadonlySet<string>,
  best = analysis.alignment.best,
  /** Only these claim words count (a conflict's own sentence of a claim of several). */
  scope: ReadonlySet<string> | null = null,
): number {
  if (!best) return 0;
  // The unsaid emphasis words ("still", "yet") count as missing, as before they left the words.
  let total = scope === null ? unsaidEmphasis(analysis.alignment) : 0;
  let found = 0;
  analysis.alignment.words.forEach((word, index) => {
    if (except.has(word.stem) || (scope !== null && !scope.has(word.stem))) return;
    total += 1;
    if (best.kinds[index]) found += 1;
  });
  // A sentence of one or two other words says too little to weigh a conflict on.
  if (scope !== null && total < 3) return coverageExcept(analysis, except, best);
  return total > 0 ? found / total : 0;
}

/**
 * The coverage of the claim's words, `except` these, by `match`, where the names and numbers it
 * lacks may come from the other selected sentences: a claim names what the sentence refers to
 * ("Deferred entry is not accepted for the BSc Computer Science programme" for "… accepted for
 * this programme", the programme named in another chunk or at the top of this one). For the flips
 * read in `match` only (a negation, an opposite, a comparison) in a claim of one sentence.
 */
function referredCoverage(
  analysis: ClaimAnalysis,
  except: ReadonlySet<string>,
  match: SentenceMatch,
  /** Which other selected sentences may give the names (all when absent). */
  namesFrom?: (other: SentenceMatch) => boolean,
  /**
   * Whether the words next to a name ("Pendle 2 electric scooter") and those of an opening phrase
   * ("In the third quarter, …") count as names do (`withDescriptors`).
   */
  descriptors = false,
): number {
  const named = descriptors ? withDescriptors(analysis) : namedWords(analysis);
  // "Its timber roof …": the words of the sentence before, which the pronoun refers back to.
  const antecedent = analysis.antecedents.get(match.sentence.id);
  const others = SEVERAL_SENTENCES.test(analysis.claimText)
    ? []
    : analysis.alignment.selected.filter((other) => other !== match && (namesFrom?.(other) ?? true));
  let total = unsaidEmphasis(analysis.alignment);
  let found = 0;
  analysis.alignment.words.forEach((word, index) => {
    if (except.has(word.stem)) return;
    total += 1;
    if (
      match.kinds[index] ||
      (named[index] && others.some((other) => other.kinds[index])) ||
      antecedent?.has(word.stem)
    )
      found += 1;
  });
  return total > 0 ? found / total : 0;
}

/** Where a claim's clauses part: ", and", ", but", ", while", ", whereas", a semicolon. */
const CLAUSE_BREAK = /[,;]\s+(?:and|but|while|whereas)\s|;\s/g;
/** Content words a clause needs, its opposite aside, to be read on its own. */
const CLAUSE_WORDS = 3;

/**
 * How much of the claim's clause that holds `word` the sentence covers, the word aside: "Revenue
 * decreased in the second quarter, and the company did not hire new staff" against "Revenue
 * increased in the second quarter, and …" — the opposite's own clause is a copy, whatever the
 * other says. 0 for a claim of one clause, or a clause too short to be read alone.
 */
function clauseCoverage(analysis: ClaimAnalysis, word: string, match: SentenceMatch): number {
  const text = analysis.claimText;
  const breaks = [...text.matchAll(CLAUSE_BREAK)].map((found) => found.index);
  if (breaks.length === 0) return 0;
  const at = analysis.tokens.find((token) => token.text === word)?.start;
  if (at === undefined) return 0;
  const start = breaks.findLast((index) => index < at) ?? 0;
  const end = breaks.find((index) => index > at) ?? text.length;
  const stems = new Set(
    analysis.tokens
      .filter((token) => token.isContent && token.start >= start && token.end <= end && token.text !== word)
      .map((token) => token.stem),
  );
  let total = 0;
  let found = 0;
  analysis.alignment.words.forEach((aligned, index) => {
    if (!stems.has(aligned.stem)) return;
    total += 1;
    if (match.kinds[index]) found += 1;
  });
  return total >= CLAUSE_WORDS ? found / total : 0;
}

const CAPITALISED = /^\p{Lu}/u;

/**
 * The claim's named words with the words that run on from a name in one phrase, where one other
 * selected sentence has the whole run: "The Pendle 2 electric scooter is street-legal" against
 * "The Pendle 2 is not street-legal …" and "The Pendle 2 electric scooter has a top speed …".
 * The run names what the sentence with the name calls it; the denied sentence calls it by the
 * name alone. So do the words of an opening phrase set off by a comma that another selected
 * sentence has ("In the third quarter, …" beside "… reported its third-quarter results"). For a
 * negation flip only where the sentence has the negation (a claim's own is read against the one
 * sentence it denies), and for an opposite or a comparative.
 */
function withDescriptors(analysis: ClaimAnalysis): boolean[] {
  const named = namedWords(analysis);
  const { words, selected, best } = analysis.alignment;
  const position = words.map((word) =>
    analysis.tokens.findIndex((token) => token.isContent && token.stem === word.stem),
  );
  const result = [...named];
  // "In the third quarter, Brenford's northern hub …": the words of an opening phrase set off by a
  // comma frame the claim, as a heading sentence ("… reported its third-quarter results") does.
  {
    const framing = openingPhrase(analysis.tokens, analysis.claimText);
    if (framing !== null)
      for (let index = 0; index < words.length; index += 1)
        if (position[index]! < framing && selected.some((other) => other !== best && other.kinds[index]))
          result[index] = true;
  }
  for (const other of selected) {
    if (other === best) continue;
    for (let index = 0; index < words.length; index += 1) {
      if (!named[index] || !other.kinds[index]) continue;
      for (const step of [1, -1]) {
        let at = index + step;
        while (
          at >= 0 &&
          at < words.length &&
          position[at] === position[at - step]! + step &&
          other.kinds[at] &&
          other.kinds[at] !== 'synonym'
        ) {
          result[at] = true;
          at += step;
        }
      }
    }
  }
  return result;
}

/** Whether the claim's word stands in its opening phrase ("In the second quarter, …"). */
function inOpeningPhrase(analysis: ClaimAnalysis, stem: string): boolean {
  const framing = openingPhrase(analysis.tokens, analysis.claimText);
  return framing !== null && analysis.tokens.slice(0, framing).some((token) => token.stem === stem);
}

/** Prepositions that open a framing phrase ("In 2023, …", "During the works, …"). */
const FRAMING_OPENERS: ReadonlySet<string> = new Set([
  'in',
  'on',
  'at',
  'during',
  'for',
  'by',
  'after',
  'since',
  'over',
  'across',
  'among',
  'throughout',
]);
/** Most tokens an opening phrase may have before its comma. */
const FRAMING_LENGTH = 8;

/** The index of the first token after a claim's opening phrase set off by a comma, or null. */
function openingPhrase(tokens: readonly Token[], text: string): number | null {
  if (!FRAMING_OPENERS.has(tokens[0]?.lower ?? '')) return null;
  for (let index = 1; index < Math.min(tokens.length - 1, FRAMING_LENGTH); index += 1)
    if (text.slice(tokens[index]!.end, tokens[index + 1]!.start).includes(',')) {
      // "In contrast,", "For instance,": a word of discourse, no frame of the claim.
      const framing = tokens
        .slice(1, index + 1)
        .some((token) => token.isContent && !DISCOURSE_WORDS.has(token.lower));
      return framing ? index + 1 : null;
    }
  return null;
}

/** Words of an opening phrase that link the claim to what went before rather than frame it. */
const DISCOURSE_WORDS: ReadonlySet<string> = new Set(
  'contrast instance example addition fact general particular short summary comparison conclusion turn practice theory principle other hand same time meantime meanwhile words case'.split(
    ' ',
  ),
);

/**
 * The indexes below `count` that pass `test`, in order: what `list.flatMap((_, i) => test(i) ? [i]
 * : [])` gives, without V8's flatMap (~1 µs for ten words), on paths that run for every claim.
 */
function indexesWhere(count: number, test: (index: number) => boolean): number[] {
  const indexes: number[] = [];
  for (let index = 0; index < count; index += 1) if (test(index)) indexes.push(index);
  return indexes;
}

/**
 * Per claim word: a number or a name, by its capital. The claim's first word is a name only when
 * the next word is capitalised too ("Kestrel Car Hire has …", not "Visitors must …").
 */
function namedWords(analysis: ClaimAnalysis): boolean[] {
  const [first, second] = analysis.tokens;
  const opening = first && !(second && CAPITALISED.test(second.text)) ? first.text : undefined;
  return analysis.alignment.words.map(
    (word) => word.isNumeric || (word.text !== opening && CAPITALISED.test(word.text)),
  );
}

/**
 * The coverage of the claim's other words by the sentence of a slot conflict. For an opposite or
 * a comparative, the selected sentences next to it in its chunk count too: a claim copied from
 * one sentence that the chunk's splitter cut in two ("… available at www." + "Geniewards.ca.", a
 * quotation closed mid-sentence) changes its slot in one part. Names, numbers and units keep to
 * the one sentence (a summary of two sentences often puts a number of one beside the other's).
 */
function slotCoverage(
  analysis: ClaimAnalysis,
  except: ReadonlySet<string>,
  slot: ClaimAnalysis['slots'][number],
): number {
  // A comparison across two sentences: the two carry the rest of the claim together.
  if (slot.alongside)
    return Math.max(
      unionCoverageExcept(analysis, except, [slot.match, slot.alongside]),
      // The rest of the claim said by a third selected sentence in the chunk of one of the two
      // ("The 2023 Harbourside Marathon was run on 12 March" before one runner's time).
      unionCoverageExcept(analysis, except, [
        slot.match,
        slot.alongside,
        ...analysis.alignment.selected.filter(
          (match) =>
            match.sentence.chunkIndex === slot.match.sentence.chunkIndex ||
            match.sentence.chunkIndex === slot.alongside!.sentence.chunkIndex,
        ),
      ]),
    );
  const own = coverageExcept(analysis, except, slot.match, slot.scope);
  // A name swapped in a firmly marked slot of a sentence that speaks of a place another sentence
  // names ("Late opening is on Thursdays" after "Harrow Lane Library opening hours: …"): the
  // names count from the sentence that gives them.
  if (
    slot.kind === 'entity' &&
    slot.bySlot &&
    slot.anchored !== true &&
    slot.scope === null &&
    !analysis.tokens.some((token) => token.isNegation || CONTRASTS.has(token.lower)) &&
    !analysis.claimText.includes(';') &&
    isDayName(slot.claimValue) === isDayName(slot.evidenceValue) &&
    copiesAllButNames(analysis, except, slot.match)
  )
    return Math.max(
      own,
      referredCoverage(analysis, except, slot.match, (other) => introduces(other, slot.match)),
    );
  // A value of another part of the sentence, whose names a sentence near it gives.
  if (slot.namesNear)
    return Math.max(
      own,
      referredCoverage(analysis, except, slot.match, (other) => introduces(other, slot.match)),
    );
  // A rank ("placed third") is read as a comparison is: with the sentence beside it that names
  // the contest. Not a rank the claim denies ("did not place first"), which another rank bears out.
  const rank =
    slot.kind === 'number' &&
    ORDINAL_WORDS.has(slot.claimValue.toLowerCase()) &&
    !analysis.tokens.some((token) => token.isNegation);
  if (slot.kind !== 'antonym' && slot.kind !== 'comparative' && !rank) return own;
  const referred = slot.scope === null ? referredCoverage(analysis, except, slot.match) : own;
  const sentence = slot.match.sentence;
  const { words } = analysis.alignment;
  // A part that states the claim's own word is no part of the copied sentence but its own
  // statement ("… first quarter." + "… our second quarter …" for "in the second quarter").
  const beside = analysis.alignment.selected.filter(
    (match) =>
      match.sentence.chunkIndex === sentence.chunkIndex &&
      Math.abs(match.sentence.id - sentence.id) === 1 &&
      !words.some((word, index) => except.has(word.stem) && match.kinds[index]),
  );
  if (beside.length === 0) return Math.max(own, referred);
  let total = unsaidEmphasis(analysis.alignment);
  let found = 0;
  words.forEach((word, index) => {
    if (except.has(word.stem)) return;
    total += 1;
    if (slot.match.kinds[index] || beside.some((match) => match.kinds[index])) found += 1;
  });
  return total > 0 ? Math.max(own, referred, found / total) : Math.max(own, referred);
}

/** Whether `match` has every claim word outside `except` but the names: the sentence copied, its names given elsewhere. */
function copiesAllButNames(
  analysis: ClaimAnalysis,
  except: ReadonlySet<string>,
  match: SentenceMatch,
): boolean {
  const named = namedWords(analysis);
  return analysis.alignment.words.every(
    (word, index) => except.has(word.stem) || named[index] || match.kinds[index] !== null,
  );
}

/**
 * Whether a sentence introduces what another speaks of: a chunk's first sentence (its heading or
 * lead), or a sentence near it in its chunk. A name said anywhere else is no ground for a slot.
 */
function introduces(other: SentenceMatch, match: SentenceMatch): boolean {
  const near =
    other.sentence.chunkIndex === match.sentence.chunkIndex &&
    Math.abs(other.sentence.position - match.sentence.position) <= 2;
  return near || other.sentence.position === 1;
}

/** The most claim words a heading or a sentence before may give a copied sentence ("Cinder Hill Observatory"). */
const HEADING_WORDS = 4;

/**
 * Whether the claim has few words that `match` lacks (a heading's names, "Tidewater Inn"), not a
 * second statement joined to the copied one.
 */
function fewWordsFrom(analysis: ClaimAnalysis, except: ReadonlySet<string>, match: SentenceMatch): boolean {
  let lacking = 0;
  analysis.alignment.words.forEach((word, index) => {
    if (!except.has(word.stem) && match.kinds[index] === null) lacking += 1;
  });
  return lacking <= HEADING_WORDS;
}

/** A weekday's name ("Mondays", "Thursday"): a name of a day fills a day's slot only. */
const isDayName = (text: string) => WEEKDAYS.includes(text.toLowerCase().replace(/s$/u, ''));

/** Words that join two statements in one claim ("…, while Larkin Bikes builds …"): each its own names. */
const CONTRASTS: ReadonlySet<string> = new Set(['while', 'whereas', 'respectively']);

/** The share of the claim's words outside `except` that any of `matches` has. */
function unionCoverageExcept(
  analysis: ClaimAnalysis,
  except: ReadonlySet<string>,
  matches: readonly SentenceMatch[],
): number {
  let total = unsaidEmphasis(analysis.alignment);
  let found = 0;
  analysis.alignment.words.forEach((word, index) => {
    if (except.has(word.stem)) return;
    total += 1;
    if (matches.some((match) => match.kinds[index])) found += 1;
  });
  return total > 0 ? found / total : 0;
}

/** The share of the claim's words that any of `matches` has. */
function unionCoverage(analysis: ClaimAnalysis, matches: readonly SentenceMatch[]): number {
  return unionCoverageExcept(analysis, NOTHING_EXCEPTED, matches);
}

const NOTHING_EXCEPTED: ReadonlySet<string> = new Set();

/**
 * The coverage of the rest of a claim, by the sentence whose "only" leaves out the item it denies,
 * at which the denial is borne out (`excluded-alternative.ts`).
 */
const EXCLUDED_COVERAGE = 0.6;

/** Coverage of the claim by its best sentence above which the claim copies that sentence. */
const NEAR_COPY = 0.9;

function contradiction(
  analysis: ClaimAnalysis,
  chunks: readonly Chunk[],
  params: LocalJudgeParams,
): ClaimVerdict | null {
  const { alignment, quantities } = analysis;
  const best = alignment.best;
  if (!best) return null;
  const rules = params.contradiction;
  // One long sentence that merely mentions the claim's words is no ground for a contradiction.
  const compact = best.sentence.contentLength <= 2 * alignment.words.length + 4;
  const conflict = quantities.conflict;
  if (conflict) {
    const match = alignment.selected[conflict.passageIndex]!;
    const numberStems = new Set(analysis.tokens.filter((token) => token.isNumber).map((token) => token.stem));
    const others = alignment.words.filter((word) => !numberStems.has(word.stem));
    const found = others.filter((word) => match.kinds[alignment.words.indexOf(word)] !== null).length;
    if (others.length > 0 && found / others.length >= rules.numberWithUnit) {
      const denied = negatedAlternative(
        analysis,
        conflict.claim,
        conflict.evidence.text,
        match.sentence,
        chunks,
      );
      if (denied) return denied;
      // Durations in two units are named with their units ("25 months" vs. "2 years"), a share
      // against a fraction with its per cent sign ("a quarter" vs. "30%").
      const crossUnit = conflict.claim.unit !== conflict.evidence.unit;
      const changeWord = (quantity: Quantity) => CHANGE_WORDS.has(quantity.text.toLowerCase());
      // "halved" against "by 40%": a change by its word is a share, said with its size.
      const share =
        conflict.claim.fraction ||
        conflict.evidence.fraction ||
        changeWord(conflict.claim) ||
        changeWord(conflict.evidence);
      const written = (quantity: Quantity) =>
        (crossUnit ? quantity.duration?.text : undefined) ??
        (changeWord(quantity)
          ? `${quantity.text} (${quantity.value}%)`
          : share && !quantity.fraction && !quantity.text.includes('%')
            ? `${quantity.text}%`
            : quantity.text);
      const kind = conflict.claim.unit === TIME_OF_DAY ? 'time of day' : share ? 'share' : 'number';
      return {
        verdict: 'contradicted',
        evidence: [quote(chunks, match.sentence)],
        reasoning: `${kind} ${written(conflict.claim)} in claim vs. ${written(conflict.evidence)} in ${where(chunks, match.sentence)}`,
        confidence: 0,
      };
    }
  }
  const compound = compoundConflict(analysis, chunks, rules.antonym, compact);
  if (compound) return compound;
  const slot = slotContradiction(analysis, chunks, params);
  if (slot) return slot;
  // The negation is read in the aligned clause: a long sentence that the claim copies nearly
  // whole is as good a ground as a short one. A sentence the chunk's splitter cut in two counts
  // as one (the negation was read over both parts).
  const parts = [best, ...analysis.joined];
  // The generic words no chunk uses count as missing here: a claim that adds "yet" or "back" to
  // a sentence is no nearer a copy of it for a negation (`ClaimAlignment.unsaid`).
  // (`best.coverage` counts none of them, the other two the emphasis words already.)
  const words = alignment.words.length;
  const unsaid = alignment.unsaid.length;
  const withEmphasis = words + unsaidEmphasis(alignment);
  // The sentence the best one goes on from, in its chunk, names what it speaks of ("The city's new
  // congestion charge … applies from 7 am" then "Electric vehicles are not exempt from the
  // charge"): the two carry the claim together. Only for a negation the sentence has and the
  // claim lacks: a claim's own negation is read against the one sentence it denies.
  const before =
    analysis.negation?.evidenceNegated === true && !analysis.negation.claimNegated
      ? alignment.selected.find(
          (match) =>
            match !== best &&
            match.sentence.chunkIndex === best.sentence.chunkIndex &&
            match.sentence.id < best.sentence.id &&
            best.sentence.id - match.sentence.id <= FOLLOWING_SENTENCES,
        )
      : undefined;
  const negationCoverage = Math.max(
    (best.coverage * words) / (words + unsaid),
    (Math.max(
      unionCoverage(analysis, parts),
      referredCoverage(
        analysis,
        new Set(),
        best,
        undefined,
        // Only where the sentence has the negation: a claim's own negation is read against the
        // one sentence it denies (quantified denials, "None of …", turned flips into support).
        // Read only for a flip, the one use of this coverage.
        analysis.negation?.mismatch === true && !analysis.negation.claimNegated,
      ),
      before ? unionCoverage(analysis, [...parts, before]) : 0,
    ) *
      withEmphasis) /
      (words + unsaid),
  );
  // Or the clause the claim aligns with is short ("The team also deployed four Argo floats, which
  // drift at 1,000 metres and …" for "The team did not deploy any Argo floats").
  const negationCompact =
    parts.reduce((total, match) => total + match.sentence.contentLength, 0) <=
      2 * alignment.words.length + 4 ||
    (analysis.negationClause !== null && analysis.negationClause <= 2 * alignment.words.length + 4);
  const nearCopy = negationCoverage >= NEAR_COPY;
  // "The Veltra E5 has no petrol engine" against "The Veltra H5 … uses a petrol engine": the
  // sentence's own name fills the claim's subject; it says of another what the claim denies.
  const ofAnother = analysis.slots.some(
    (slot) =>
      slot.kind === 'entity' &&
      slot.bySlot === true &&
      slot.match === best &&
      deniedOfAnother(analysis, slot, best),
  );
  if (
    analysis.negation?.mismatch &&
    !ofAnother &&
    (negationCompact || nearCopy) &&
    negationCoverage >= rules.negation
  ) {
    // "not given as an injection" against "given as a nasal spray": a denial, not a flip.
    const alternative = deniedAlternative(analysis, parts);
    if (alternative) {
      return {
        verdict: 'supported',
        evidence: [quote(chunks, best.sentence)],
        reasoning: `the claim denies '${alternative.claimWord}' ('${alternative.negation.text}'), which ${where(chunks, best.sentence)} does not state; it gives '${alternative.evidenceWord}' in its place`,
        confidence: 0,
      };
    }
    const side = analysis.negation.claimNegated ? 'claim' : 'evidence';
    return {
      verdict: 'contradicted',
      evidence: [quote(chunks, best.sentence)],
      reasoning: analysis.negation.byClause
        ? `negations flipped in two clauses ('${analysis.negation.word}'), which cancel in the count; otherwise matches ${where(chunks, best.sentence)}`
        : analysis.negation.turned
          ? `the claim concedes ('${analysis.negation.turned.concession}') what ${where(chunks, best.sentence)} requires ('${analysis.negation.turned.requirement}'); negation '${analysis.negation.word}' in the ${side}'s main clause only`
          : `negation '${analysis.negation.word}' in the ${side} only; otherwise matches ${where(chunks, best.sentence)}`,
      confidence: 0,
    };
  }
  const other = otherNegation(analysis, rules.negation);
  if (other) {
    // "The bridge was not designed by Daniel Reid" against "It was designed by Thomas Ashby".
    const alternative = deniedAlternative(analysis, [other.match, best]);
    if (alternative) {
      return {
        verdict: 'supported',
        evidence: [quote(chunks, other.match.sentence)],
        reasoning: `the claim denies '${alternative.claimWord}' ('${alternative.negation.text}'), which ${where(chunks, other.match.sentence)} does not state; it gives '${alternative.evidenceWord}' in its place`,
        confidence: 0,
      };
    }
    const side = other.negation.claimNegated ? 'claim' : 'evidence';
    return {
      verdict: 'contradicted',
      evidence: [quote(chunks, other.match.sentence)],
      reasoning: `negation '${other.negation.word}' in the ${side} only; otherwise matches ${where(chunks, other.match.sentence)}, with the names of ${where(chunks, best.sentence)}`,
      confidence: 0,
    };
  }
  const antonym = analysis.antonym;
  // "unavailable" against "not available": an opposite under one negation agrees.
  const negatedOnce =
    analysis.negation !== null && analysis.negation.claimNegated !== analysis.negation.evidenceNegated;
  if (
    antonym &&
    !negatedOnce &&
    !antonym.negatedOnce &&
    compact &&
    (referredCoverage(
      analysis,
      new Set([antonym.claimStem]),
      best,
      undefined,
      // Not for an opposite of the opening phrase's own ("In the second quarter" against "for
      // the first time"), which another sentence states as the claim does.
      !inOpeningPhrase(analysis, antonym.claimStem),
    ) >= rules.antonym ||
      clauseCoverage(analysis, antonym.claimWord, best) >= rules.antonym)
  ) {
    return {
      verdict: 'contradicted',
      evidence: [quote(chunks, best.sentence)],
      reasoning: `'${antonym.claimWord}' in claim vs. its opposite '${antonym.evidenceWord}' in ${where(chunks, best.sentence)}`,
      confidence: 0,
    };
  }
  const comparative = analysis.comparative;
  // The flipped word is the changed detail: the rest of the claim is what must align.
  const flippedStems = new Set(
    analysis.tokens.filter((token) => token.text === comparative?.claimWord).map((token) => token.stem),
  );
  if (
    comparative?.mismatch &&
    compact &&
    referredCoverage(analysis, flippedStems, best, undefined, true) >= rules.comparative
  ) {
    return {
      verdict: 'contradicted',
      evidence: [quote(chunks, best.sentence)],
      reasoning: `'${comparative.claimWord}' in claim vs. '${comparative.evidenceWord}' in ${where(chunks, best.sentence)}`,
      confidence: 0,
    };
  }
  return null;
}

/**
 * "a detached house" against "a semi-detached house" (`comparisons/qualified-compound.ts`): the
 * sentence has the claim's word only under another qualifier. A flip of that detail, unless the
 * claim's own negation denies the word ("is not a detached house"), which the sentence bears out.
 */
function compoundConflict(
  analysis: ClaimAnalysis,
  chunks: readonly Chunk[],
  floor: number,
  compact: boolean,
): ClaimVerdict | null {
  const best = analysis.alignment.best!;
  const sentence = best.sentence;
  const found = qualifiedCompound(analysis.tokens, analysis.claimText, sentence.tokens, sentence.source);
  if (!found || !compact) return null;
  const word = analysis.tokens[found.index]!;
  if (referredCoverage(analysis, new Set([word.stem]), best) < floor) return null;
  const place = where(chunks, sentence);
  const negation = analysis.negation;
  if (negation?.claimNegated && !negation.evidenceNegated) {
    const denier = denyingNegation(analysis.tokens, analysis.claimText, word.start);
    if (!denier) return null;
    return {
      verdict: 'supported',
      evidence: [quote(chunks, sentence)],
      reasoning: `the claim denies '${found.claimWord}' ('${denier.text}'); ${place} says '${found.evidenceWord}'`,
      confidence: 0,
    };
  }
  if (negation?.mismatch) return null;
  return {
    verdict: 'contradicted',
    evidence: [quote(chunks, sentence)],
    reasoning: `'${found.claimWord}' in claim vs. '${found.evidenceWord}' in ${place}`,
    confidence: 0,
  };
}

/**
 * A negation flip in another selected sentence than the best one, where that sentence holds the
 * claim's predicate and the best one its names: the sentence has every predicate word the best
 * one has and more, is short, and with the names credited from the others covers the claim as a
 * negation flip must be covered.
 */
/** How far after the best sentence one may speak of what it names. */
const FOLLOWING_SENTENCES = 2;

function otherNegation(
  analysis: ClaimAnalysis,
  floor: number,
): ClaimAnalysis['otherNegations'][number] | null {
  const best = analysis.alignment.best!;
  const { words } = analysis.alignment;
  const named = namedWords(analysis);
  const predicate = indexesWhere(words.length, (index) => !named[index]);
  for (const other of analysis.otherNegations) {
    const { match } = other;
    const own = predicate.filter((index) => match.kinds[index] !== null);
    const bests = predicate.filter((index) => best.kinds[index] !== null);
    if (match.sentence.contentLength > 2 * words.length + 4) continue;
    // The sentence just after the best one (in its chunk or at the head of the next) that refers
    // back to what the best one names ("Our Thai green curry is made with …" then "The dish
    // contains no nuts"): the two carry the claim together, each with words of its own.
    if (
      other.refersBack &&
      own.length > 0 &&
      own.every((index) => best.kinds[index] === null) &&
      unionCoverage(analysis, [best, match]) >= floor
    )
      return other;
    if (own.length <= bests.length) continue;
    if (referredCoverage(analysis, new Set(), match) >= floor) return other;
    // The best sentence names what the sentence after it speaks of ("Grey seals give birth on Holm
    // Island …" then "Pups are born with white fur"): the two together carry a claim that denies
    // the second's predicate.
    const follows =
      match.sentence.chunkIndex === best.sentence.chunkIndex &&
      match.sentence.id > best.sentence.id &&
      match.sentence.id - best.sentence.id <= FOLLOWING_SENTENCES;
    if (follows && other.negation.claimNegated && unionCoverage(analysis, [best, match]) >= floor)
      return other;
  }
  return null;
}

/**
 * "The Veltra E5 has no petrol engine" against "The Veltra H5 … uses a 1.5-litre petrol engine":
 * the claim denies of its subject what the sentence says of another, which bears the denial out
 * rather than swapping the name. Only where the name comes before the claim's negation and the
 * sentence lacks that negation; a name swapped into a negated sentence ("The H5 has no …" for
 * "The E5 has no …") keeps its conflict, as the sentence is negated too.
 */
function deniedOfAnother(
  analysis: ClaimAnalysis,
  slot: ClaimAnalysis['slots'][number],
  match: SentenceMatch,
): boolean {
  const { tokens } = analysis;
  const valueStart = stemStart(tokens, slot.claimStems);
  if (valueStart === null) return false;
  const negation = tokens.find((token) => token.isNegation && token.start > valueStart);
  if (!negation) return false;
  // The name said again after the negation ("is no longer called the Kingsway Theatre") is what
  // the claim denies, not its subject.
  const stems = new Set(slot.claimStems);
  if (tokens.some((token) => token.start > negation.start && stems.has(token.stem))) return false;
  if (match === analysis.alignment.best)
    return analysis.negation?.mismatch === true && analysis.negation.claimNegated;
  return analysis.otherNegations.some((other) => other.match === match && other.negation.claimNegated);
}

/** One line naming the two values, worded as the other consistency rules word theirs. */
/**
 * "Ilse Varnhagen was not born in Vienna" against "… was born in Leipzig": the claim denies the
 * value that the sentence replaces with another one, so the sentence bears the claim out
 * (`text/denying-negation.ts`). Null unless the claim is negated, the sentence is not,
 * and the claim's negation governs the value.
 */
function negatedAlternative(
  analysis: ClaimAnalysis,
  claimValue: { start: number | null; text: string },
  evidenceValue: string,
  sentence: IndexedSentence,
  chunks: readonly Chunk[],
): ClaimVerdict | null {
  const negation = analysis.negation;
  if (!negation?.claimNegated || negation.evidenceNegated || claimValue.start === null) return null;
  if (analysis.deniedWithinBound) return null;
  const word = denyingNegation(analysis.tokens, analysis.claimText, claimValue.start);
  if (!word) return null;
  return {
    verdict: 'supported',
    evidence: [quote(chunks, sentence)],
    reasoning: `the claim denies '${claimValue.text}' ('${word.text}'); ${where(chunks, sentence)} gives '${evidenceValue}' in its place`,
    confidence: 0,
  };
}

/**
 * Whether the sentence has every content word between the claim's negation and its value: "not
 * held at Grantley Racecourse" against "held in Harlow Park" denies the place the sentence names
 * for the same predicate; "not suitable for Tech Innovations" against a sentence that never says
 * "suitable" denies something the sentence is not about. For a name found by its role rather than
 * in the very same place, the predicate is what ties the two values together.
 */
function samePredicate(
  analysis: ClaimAnalysis,
  valueStart: number | null,
  sentence: IndexedSentence,
): boolean {
  if (valueStart === null) return false;
  const word = denyingNegation(analysis.tokens, analysis.claimText, valueStart);
  if (!word) return false;
  const between = analysis.tokens.filter(
    (token) => token.isContent && token.start > word.start && token.start < valueStart,
  );
  return between.every((token) => sentence.stems.has(token.stem));
}

/** What an entity slot holds, as the reasoning names it: a day of the week, a word or words, a name. */
function entityLabel(slot: ClaimAnalysis['slots'][number]): string {
  if (isDayName(slot.claimValue) && isDayName(slot.evidenceValue)) return 'day';
  if (slot.common) return slot.claimValue.includes(' ') ? 'words' : 'word';
  return 'name';
}

function slotReasoning(slot: ClaimAnalysis['slots'][number], place: string): string {
  const [claim, evidence] = [`'${slot.claimValue}'`, `'${slot.evidenceValue}'`];
  switch (slot.kind) {
    case 'entity':
      if (slot.pairedWith)
        return `${claim} in claim vs. ${evidence}, which ${place} pairs with '${slot.pairedWith}'`;
      return `${entityLabel(slot)} ${claim} in claim vs. ${evidence} ${slot.bySlot ? 'in the same place of' : 'in'} ${place}`;
    case 'number':
      return ORDINAL_WORDS.has(slot.claimValue.toLowerCase())
        ? `rank '${slot.claimValue}' in claim vs. '${slot.evidenceValue}' in ${place}`
        : `number ${slot.claimValue} in claim vs. ${slot.evidenceValue} in ${place}`;
    case 'unit':
      return `unit ${claim} in claim vs. ${evidence} in ${place}`;
    case 'antonym':
      if (slot.pairedWith)
        return `${claim} in claim vs. its opposite ${evidence}, which ${place} pairs with '${slot.pairedWith}'`;
      return `${claim} in claim vs. its opposite ${evidence} in ${place}`;
    case 'negation':
      return `${claim} in claim vs. ${evidence} (negated by its prefix) in ${place}`;
    case 'quantifier':
      return `quantifier ${claim} in claim vs. ${evidence}${slot.otherPart ? ` (${slot.otherPart} the other way)` : ''} in ${place}`;
    default:
      return `${claim} in claim vs. ${evidence} in ${place}`;
  }
}

/**
 * A changed date or a slot filled differently in the aligned sentence, when the rest of the claim
 * aligns with that sentence and no other selected sentence states the claim's own value.
 */
function slotContradiction(
  analysis: ClaimAnalysis,
  chunks: readonly Chunk[],
  params: LocalJudgeParams,
): ClaimVerdict | null {
  const { alignment } = analysis;
  const best = alignment.best!;
  // `{ ...shipped, ...params }`, built as `withFields` does (see there) but typed as the spread is:
  // a floor the file leaves out is the shipped one.
  const rules = Object.assign({}, RULE_PARAMS.contradiction, params.contradiction);
  const date = analysis.date;
  if (date) {
    const dateStems = new Set(
      analysis.tokens
        .filter(
          (token) =>
            token.isNumber ||
            monthNumber(token.stem) !== null ||
            weekdayOf(token) !== null ||
            token.stem === analysis.date?.claim.text.toLowerCase(),
        )
        .map((token) => token.stem),
    );
    const dated = analysis.dateMatch ?? best;
    // A date of another sentence than the best: the two together must carry the rest of the claim.
    let rest = analysis.dateMatch
      ? unionCoverageExcept(analysis, dateStems, [best, analysis.dateMatch])
      : coverageExcept(analysis, dateStems, dated);
    // The few names a heading or the sentence before gives count with the dated sentence, as
    // for a value (`introducingSentences`), in a claim that denies nothing.
    if (
      rest < rules.date &&
      !analysis.dateMatch &&
      !analysis.tokens.some((token) => token.isNegation) &&
      fewWordsFrom(analysis, dateStems, dated)
    )
      rest = unionCoverageExcept(analysis, dateStems, [
        dated,
        ...introducingSentences(analysis.alignment.selected, dated),
        ...sentenceBeforeAcrossBreak(analysis.alignment.selected, dated),
      ]);
    if (rest >= rules.date) {
      const denied = negatedAlternative(analysis, date.claim, date.evidence.text, dated.sentence, chunks);
      if (denied) return denied;
      return {
        verdict: 'contradicted',
        evidence: [quote(chunks, dated.sentence)],
        reasoning: `date '${date.claim.text}' in claim vs. '${date.evidence.text}' in ${where(chunks, dated.sentence)}`,
        confidence: 0,
      };
    }
  }
  for (const slot of analysis.slots) {
    const except = new Set(slot.claimStems);
    const floor = !slot.bySlot
      ? rules.slotByRole
      : slot.kind === 'entity' && slot.anchored
        ? rules.slotAnchored
        : rules.slot;
    // A value in a sentence whose names the heading or a sentence just before gives ("Welcome to
    // the Tidewater Inn. Check-in opens at 3 p.m. and check-out is by 11 a.m."): those count too,
    // for a claim that denies nothing.
    let introduced = false;
    if (slotCoverage(analysis, except, slot) < floor) {
      introduced =
        slot.kind === 'number' &&
        !analysis.tokens.some((token) => token.isNegation) &&
        fewWordsFrom(analysis, except, slot.match) &&
        // Not a value the sentence states itself ("for a total of 38 chromosomes"), unless a rule
        // that reads values whole put it elsewhere ("11 p.m." for "11 a.m.": `namesNear`).
        (slot.namesNear === true ||
          !analysis.alignment.words.some(
            (word, index) => except.has(word.stem) && slot.match.kinds[index] !== null,
          )) &&
        unionCoverageExcept(analysis, except, [
          slot.match,
          ...introducingSentences(analysis.alignment.selected, slot.match),
        ]) >= floor;
      if (!introduced) continue;
    }
    // Several candidate sentences: one that states the claim's own value and aligns as well wins.
    const indexes = indexesWhere(alignment.words.length, (index) => except.has(alignment.words[index]!.stem));
    // A sentence that merely mentions the claim's name elsewhere ("the Miles Road Race" for "in
    // Road, Australia") does not count: it must align at least as well as the conflicting one,
    // or have the name beside the claim's own neighbour.
    const conflicting = coverageExcept(analysis, except, slot.match, slot.scope);
    const claimStemSet = new Set(analysis.tokens.map((token) => token.stem));
    const stated = alignment.selected.some((match) => {
      // The sentence read alongside gives the value the claim moved (`alongside`): no statement of it here.
      if (match === slot.match || match === slot.alongside || indexes.length === 0) return false;
      if (!indexes.every((index) => match.kinds[index] !== null)) return false;
      // The claim's phrase is the whole of another sentence ("points can't be exchanged for cash"
      // for "Points cannot be exchanged for cash."), named as the copied one names it: the claim
      // joins the two, it moves no phrase.
      if (
        slot.common === true &&
        slot.claimStems.length >= 2 &&
        match.sentence.contentStems.every((stem) => claimStemSet.has(stem))
      )
        return true;
      const coverage = coverageExcept(analysis, except, match, slot.scope);
      if (coverage < floor) return false;
      // A number stated in another sentence about something else ("Paracil Junior … contains 250
      // mg" for "Each tablet contains 250 mg" against "Each tablet contains 500 mg") does not
      // count: it must align at least as well as the conflicting sentence.
      if (slot.kind === 'number') return coverage >= conflicting;
      return (
        slot.kind !== 'entity' ||
        coverage >= conflicting ||
        besideSameNeighbour(analysis.tokens, except, match.sentence.tokens)
      );
    });
    if (stated) {
      if (introduced) continue;
      return null;
    }
    if (slot.kind === 'number' || slot.kind === 'entity') {
      const claimValue = { start: stemStart(analysis.tokens, slot.claimStems), text: slot.claimValue };
      const denied =
        (slot.kind === 'number' ||
          slot.bySlot ||
          samePredicate(analysis, claimValue.start, slot.match.sentence)) &&
        negatedAlternative(analysis, claimValue, slot.evidenceValue, slot.match.sentence, chunks);
      if (denied) return denied;
      if (slot.kind === 'entity' && slot.bySlot && deniedOfAnother(analysis, slot, slot.match)) continue;
    }
    return {
      verdict: 'contradicted',
      evidence: [quote(chunks, slot.match.sentence)],
      reasoning: slotReasoning(slot, where(chunks, slot.match.sentence)),
      confidence: 0,
    };
  }
  return null;
}

function missingWords(analysis: ClaimAnalysis): string[] {
  const { alignment } = analysis;
  return alignment.words
    .filter((_, index) => alignment.selectedKinds[index] === null)
    .map((word) => word.text);
}

/** "same duration '24 months' = '2 years'", "same time of day '7:30 p.m.' = '19:30'": one part a kind. */
function restatedSummary(restated: ClaimAnalysis['restatedQuantities']): string[] {
  const kinds = [...new Set(restated.map((item) => item.kind))];
  return kinds.map((kind) => {
    const pairs = restated.filter((item) => item.kind === kind);
    // A rounded conversion or a hedge of one side is no equality: "≈" says what was compared.
    const approximate = kind === 'conversion' || kind === 'bound';
    const compared = pairs
      .map(({ claim, evidence }) => `'${claim}' ${approximate ? '≈' : '='} '${evidence}'`)
      .join(', ');
    if (kind === 'bound') return `within the hedge ${compared}`;
    if (kind === 'before')
      return `before the start ${pairs.map(({ claim, evidence }) => `'${claim}' < '${evidence}'`).join(', ')}`;
    if (kind === 'count')
      return `quantifier ${pairs
        .map(
          ({ claim, evidence, otherPart }) =>
            `'${claim}' holds for '${evidence}'${otherPart ? ` (${otherPart} the other way)` : ''}`,
        )
        .join(', ')}`;
    if (kind === 'worked out') return `worked out ${compared}`;
    return kind === 'conversion' ? `converted ${compared}` : `same ${kind} ${compared}`;
  });
}

function matchedSummary(
  analysis: ClaimAnalysis,
  chunks: readonly Chunk[],
  matches: readonly SentenceMatch[],
): string {
  const words = analysis.alignment.words;
  const found = analysis.alignment.selectedKinds.filter((kind) => kind !== null).length;
  const places = matches.map((match) => where(chunks, match.sentence)).join(' + ');
  const head =
    found === words.length
      ? `all ${found} content words found in ${places}`
      : `${found} of ${words.length} content words found in ${places}`;
  const synonyms: string[] = [];
  const kindsOf: string[] = [];
  for (const match of matches) {
    match.kinds.forEach((kind, index) => {
      const byKind = match.byKind?.[index] === true;
      // A match by category says what was compared: "'campfire' is a kind of 'fires'".
      if (byKind && kindsOf.length < 2)
        kindsOf.push(`'${words[index]!.text}' is a kind of '${match.partners[index]}'`);
      else if (kind === 'synonym' && !byKind && synonyms.length < 2)
        synonyms.push(`'${words[index]!.text}'~'${match.partners[index]}'`);
    });
  }
  const missing = missingWords(analysis);
  return [
    head,
    ...restatedSummary(analysis.restatedQuantities),
    analysis.excepted
      ? `the sentence sets '${analysis.excepted.item}' apart ('${analysis.excepted.cue}')`
      : '',
    synonyms.length > 0 ? `synonyms ${synonyms.join(', ')}` : '',
    ...kindsOf,
    missing.length > 0 ? `missing ${listWords(missing)}` : '',
    // Said so the count above can be checked: these words were left out of it.
    analysis.alignment.unsaid.length > 0
      ? `not counted: ${listWords(analysis.alignment.unsaid)}, generic and in no chunk`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * How sure the judge is of a claim that copies a sentence of the context whole: every such claim in
 * the dev sets is labelled supported (195 of 195), and no slot of it can differ from its quote.
 */
const VERBATIM_CONFIDENCE = 0.99;

/**
 * The verdict for a claim that is `sentence` word for word (`verbatimSentence`).
 * @example verbatimVerdict(sentence, chunks).reasoning // 'the claim is chunk c1 sentence 2, word for word'
 */
export function verbatimVerdict(sentence: IndexedSentence, chunks: readonly Chunk[]): ClaimVerdict {
  return {
    verdict: 'supported',
    evidence: [quote(chunks, sentence)],
    reasoning: `the claim is ${where(chunks, sentence)}, word for word`,
    confidence: VERBATIM_CONFIDENCE,
  };
}

/**
 * The verdict for one claim.
 * @example decideVerdict({ analysis, probability: 0.92, chunks, params }).verdict // 'supported'
 */
export function decideVerdict(options: {
  analysis: ClaimAnalysis;
  probability: number;
  chunks: readonly Chunk[];
  params: LocalJudgeParams;
}): ClaimVerdict {
  const { analysis, probability, chunks, params } = options;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  // "doesn't stop at Wilmslow" against "calls only at Huddersfield, … and Stockport": the denial
  // of an item the sentence's "only" leaves out, which no flip, swap or missing word undoes.
  const excluded = analysis.excluded;
  if (excluded && excluded.coverage >= EXCLUDED_COVERAGE) {
    return {
      verdict: 'supported',
      evidence: [
        quote(chunks, excluded.match.sentence),
        ...(excluded.statedIn ? [quote(chunks, excluded.statedIn)] : []),
      ],
      reasoning: `the claim denies '${excluded.claimItems}' ('${excluded.negation.text}'); ${where(chunks, excluded.match.sentence)} admits '${excluded.admitted}' ('${excluded.cue}') and nothing else`,
      confidence: round(Math.max(0.5, probability)),
    };
  }
  // "You can light a campfire in the park" against "open fires are prohibited in … the park".
  const permitted = analysis.permitted;
  if (permitted) {
    const kind =
      permitted.claimWord.toLowerCase() === permitted.prohibited.toLowerCase()
        ? ''
        : `, a kind of '${permitted.prohibited}'`;
    return {
      verdict: 'contradicted',
      evidence: [quote(chunks, permitted.sentence)],
      reasoning: `the claim permits '${permitted.claimWord}'${kind}, which ${where(chunks, permitted.sentence)} prohibits`,
      confidence: round(Math.max(0.5, 1 - probability)),
    };
  }
  const conflict = contradiction(analysis, chunks, params);
  if (conflict) {
    // A conflict the claim's own negation denies is support (`negatedAlternative`).
    const confidence = conflict.verdict === 'supported' ? probability : 1 - probability;
    return withFields(conflict, { confidence: round(Math.max(0.5, confidence)) });
  }
  const matches = contributing(analysis);
  const { alignment } = analysis;
  if (alignment.words.length === 0) {
    return {
      verdict: 'no_evidence',
      evidence: [],
      reasoning: 'the claim has no content words to check',
      confidence: round(1 - probability),
    };
  }
  // A name the copied sentence lacks, vouched for by no related sentence: not supported, however
  // much of the rest the sentence copies.
  const unevidenced = analysis.unevidencedName;
  if (unevidenced && matches.length > 0 && probability >= params.supportedThreshold) {
    const place = where(chunks, unevidenced.match.sentence);
    const elsewhere =
      unevidenced.foundIn.length > 0
        ? `only ${unevidenced.foundIn.map((match) => where(chunks, match.sentence)).join(' + ')}, which shares nothing else with the claim, names it`
        : 'no chunk names it';
    return {
      verdict: 'partially_supported',
      evidence: [quote(chunks, unevidenced.match.sentence)],
      reasoning: unevidenced.evidenceName
        ? `name '${unevidenced.name}' in the claim vs. '${unevidenced.evidenceName}' in ${place}, which has the rest of the claim; ${elsewhere}`
        : `name '${unevidenced.name}' in claim is not in ${place}, which has the rest of the claim; ${elsewhere}`,
      confidence: round(1 - probability),
    };
  }
  if (matches.length > 0 && probability >= params.supportedThreshold) {
    // "a higher profit than Lintel Books" where no chunk compares the two (`unconfirmed-comparison.ts`).
    const unconfirmed = unconfirmedComparison(analysis);
    if (unconfirmed)
      return {
        verdict: 'partially_supported',
        evidence: matches.map((match) => quote(chunks, match.sentence)),
        reasoning: `the comparison '${unconfirmed}' is stated by no chunk; ${matchedSummary(analysis, chunks, matches)}`,
        confidence: round(1 - probability),
      };
    return {
      verdict: 'supported',
      evidence: matches.map((match) => quote(chunks, match.sentence)),
      reasoning: matchedSummary(analysis, chunks, matches),
      confidence: round(probability),
    };
  }
  if (matches.length > 0 && alignment.selectedCoverage >= params.partialCoverage) {
    const missingNumbers = analysis.quantities.missing.map((quantity) => quantity.text);
    const summary = matchedSummary(analysis, chunks, matches);
    return {
      verdict: 'partially_supported',
      evidence: matches.map((match) => quote(chunks, match.sentence)),
      reasoning:
        missingNumbers.length > 0
          ? `${summary}; number ${listWords(missingNumbers)} not in any chunk`
          : summary,
      confidence: round(1 - probability),
    };
  }
  const absent = alignment.words.filter((word) => !word.inContext).map((word) => word.text);
  const reasoning =
    matches.length === 0
      ? "none of the claim's content words found in any chunk"
      : absent.length > 0
        ? `${listWords(absent)} not found in any chunk; best match ${where(chunks, matches[0]!.sentence)} covers ${Math.round(alignment.selectedCoverage * 100)}%`
        : `only ${Math.round(alignment.selectedCoverage * 100)}% of the claim's content words found together (best: ${where(chunks, matches[0]!.sentence)})`;
  return { verdict: 'no_evidence', evidence: [], reasoning, confidence: round(1 - probability) };
}
