/**
 * Decides whether one sentence is a check-worthy factual assertion, and if it is, which part of it
 * is the claim: trailing citation markers and lead-ins that only point at the context ("Based on the
 * provided documents, …", "Sure, …") are trimmed off, so the verifier sees the fact itself. A
 * sentence that is not a claim gets a reason; nothing is dropped silently.
 */
import type { Span } from '../spec/claim.js';
import { lengthWithoutCitations } from '../text/inline-markup.js';
import type { BlockKind } from '../text/split-blocks.js';
import {
  ABSTENTION,
  BARE_LEAD_IN,
  EVALUATION_ONLY,
  GREETING,
  HEDGED_ADVICE,
  INTERJECTION_LEAD_IN,
  META,
  META_LEAD_IN,
  OPINION_LEAD,
  REFERENCE,
  REFLECTIVE_PROMPT,
  type SkipReason,
} from './skip-patterns.js';

/** The outcome for one sentence: the span to report and, when it is not a claim, why. */
export interface SentenceClass extends Span {
  reason: SkipReason | null;
}

const CLOSERS = `"'\u201d\u2019)]*_ `;
const WORD = /[\p{L}\p{N}]+/gu;
const BOLD_LABEL = /^(?:\*\*|__)[^*_\n]{1,80}(?:\*\*|__)\s*:?$/;

/**
 * Classifies the sentence at `[start, end)` of `text`.
 *
 * @example
 * classifySentence({ text: 'Hope this helps!', start: 0, end: 16, block: 'paragraph' }).reason; // 'greeting'
 */
export function classifySentence(options: {
  text: string;
  start: number;
  end: number;
  block: BlockKind;
}): SentenceClass {
  const { text, block } = options;
  const start = options.start;
  const end = start + lengthWithoutCitations(text.slice(start, options.end));
  const skip = (reason: SkipReason): SentenceClass => ({ start, end: Math.max(end, start), reason });
  if (block === 'code') return { start, end: options.end, reason: 'code' };
  if (block === 'heading' || block === 'table_header') return skip('heading');
  const sentence = text.slice(start, end);
  const folded = fold(sentence);
  if (folded === '') return { start, end: options.end, reason: 'reference' };
  if (isQuestion(folded)) return skip('question');
  if (block === 'paragraph' && isLabelLine(sentence, folded)) return skip('heading');
  if (REFERENCE.test(folded) || /^(?:https?:\/\/|www\.)\S+$/.test(folded)) return skip('reference');

  let claimStart = start;
  for (let round = 0; round < 3; round++) {
    const rest = text.slice(claimStart, end);
    const leadIn =
      INTERJECTION_LEAD_IN.exec(rest)?.[0].length ??
      META_LEAD_IN.exec(rest)?.[0].length ??
      metaBeforeColon(rest);
    if (leadIn === 0 || leadIn >= rest.length) break;
    claimStart += leadIn;
  }
  let core = fold(text.slice(claimStart, end));
  if (GREETING.test(folded) || GREETING.test(core)) return skip('greeting');
  if (BARE_LEAD_IN.test(core)) return skip('meta');
  if (META.test(core)) {
    // "Let's start on slide 17, which shows sales were $441 million": the talk about the answer
    // ends at the comma and a checkable statement with a number follows; check that part.
    const fact = factAfterMetaComma(text.slice(claimStart, end));
    if (fact === 0) return skip('meta');
    claimStart += fact;
    core = fold(text.slice(claimStart, end));
  }
  if (ABSTENTION.test(core)) return skip('abstention');
  if (REFLECTIVE_PROMPT.test(core)) return skip('reflective_prompt');
  if (HEDGED_ADVICE.test(core)) return skip('hedged_advice');
  if (EVALUATION_ONLY.test(core)) return skip('opinion');
  const opinion = OPINION_LEAD.exec(core);
  if (opinion && !mentionsSpecifics(text.slice(claimStart, end).slice(opinion[0].length)))
    return skip('opinion');
  if (core.endsWith(':') && !/\d/.test(core) && countWords(core) <= 15) return skip('meta');
  const words = countWords(core);
  if (words < 2 || (words < 3 && !/\d/.test(core))) return skip('too_short');
  return { start: claimStart, end, reason: null };
}

/**
 * The length of "Let's start on slide 17, " when a meta sentence goes on, after its first comma,
 * to a statement of at least five words with a number in it, else 0.
 */
function factAfterMetaComma(sentence: string): number {
  const comma = /,\s+/.exec(sentence);
  if (!comma) return 0;
  const rest = sentence.slice(comma.index + comma[0].length);
  return /\d/.test(rest) && countWords(rest) >= 5 ? comma.index + comma[0].length : 0;
}

/** The length of "Here is a summary: " when a sentence opens with a meta phrase and a colon, else 0. */
function metaBeforeColon(rest: string): number {
  const colon = /:\s+/.exec(rest.slice(0, 200));
  if (!colon) return 0;
  const head = fold(rest.slice(0, colon.index));
  return META.test(head) || BARE_LEAD_IN.test(head) ? colon.index + colon[0].length : 0;
}

/**
 * Ends with a question mark, unless the question is a quotation inside a statement
 * ('Atheism answers "Do gods exist?"').
 */
function isQuestion(folded: string): boolean {
  const body = trimClosers(folded);
  if (!body.endsWith('?')) return false;
  if (body.length === folded.length) return true;
  const opening = Math.max(body.lastIndexOf('"'), body.lastIndexOf('\u201c'));
  return opening < 0 || countWords(body.slice(0, opening)) < 3;
}

/** The text without closing quotes, brackets and emphasis at its end. */
function trimClosers(text: string): string {
  let end = text.length;
  while (end > 0 && CLOSERS.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** Lower-case, straight apostrophes, no markdown emphasis or inline-code ticks, single spaces. */
function fold(sentence: string): string {
  let folded = sentence.replace(/[\u2018\u2019]/g, "'").replace(/\*\*|__|`/g, '');
  // Most sentences have single spaces only, which the replacement would copy unchanged.
  if (MORE_THAN_A_SPACE.test(folded)) folded = folded.replace(/\s+/g, ' ');
  return folded.trim().toLowerCase();
}

/** White space other than one plain space: what `\s+` → ' ' changes. */
const MORE_THAN_A_SPACE = /[^\S ]|\s\s/;

/** A bold-only line ("**Overview**") or a short title line without a verb-ending period. */
function isLabelLine(sentence: string, folded: string): boolean {
  if (BOLD_LABEL.test(sentence.trim())) return true;
  if (/[.!?]["')\]]*$/.test(folded) || /\d/.test(folded) || countWords(folded) > 6) return false;
  const words = sentence.match(/[\p{L}][\p{L}'-]*/gu) ?? [];
  const minor = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'in', 'on', 'for', 'to', 'with', 'vs']);
  return words.length > 0 && words.every((word) => minor.has(word) || /^\p{Lu}/u.test(word));
}

/** A number or a capitalised name: an opinion lead-in followed by a checkable fact. */
function mentionsSpecifics(rest: string): boolean {
  if (/\d/.test(rest)) return true;
  const words = rest.trim().split(/\s+/);
  return words.some((word) => /^\p{Lu}/u.test(word) && word !== 'I');
}

/** Scripts written without spaces: about two characters a word. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;

function countWords(text: string): number {
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  if (unspaced === 0) return text.match(WORD)?.length ?? 0;
  return Math.ceil(unspaced / 2) + (text.replace(UNSPACED, ' ').match(WORD)?.length ?? 0);
}
