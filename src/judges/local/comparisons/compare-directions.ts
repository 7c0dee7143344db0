/**
 * Comparatives and directions: "more than", "higher", "increased" in the claim against "less",
 * "lower", "fell" in the evidence. The claim points one way, the evidence only the other.
 */
import { directionsOf } from '../../../text/languages/language-direction.js';
import type { LanguageModule } from '../../../text/languages/language-module.js';
import type { Token } from '../../../text/tokenize.js';

const UP = new Set(
  'more higher highest larger largest greater greatest bigger biggest increase increased increases rise rose risen rising raise raises raised raising grew grow grows growth exceed exceeds exceeded above over gain gained up longer faster heavier wider taller'.split(
    ' ',
  ),
);
const DOWN = new Set(
  'less fewer fewest lower lowest smaller smallest lesser decrease decreased decreases decline declined declines fell fall falls fallen drop dropped drops shrank shrink reduced reduce reduces reducing lowered below under loss lost down shorter slower lighter narrower'.split(
    ' ',
  ),
);

export interface DirectionComparison {
  mismatch: boolean;
  claimWord: string | null;
  evidenceWord: string | null;
}

function direction(tokens: readonly Token[]): { up: Token | undefined; down: Token | undefined } {
  // "no longer" is time, not length.
  const counts = (token: Token, index: number) =>
    !(token.lower === 'longer' && ['no', 'any'].includes(tokens[index - 1]?.lower ?? ''));
  return {
    up: tokens.find((token, index) => UP.has(token.lower) && counts(token, index)),
    down: tokens.find((token) => DOWN.has(token.lower)),
  };
}

/** The word compared against: the first content word after "than". */
function comparedWith(tokens: readonly Token[]): string | null {
  const than = tokens.findIndex((token) => token.lower === 'than');
  if (than < 0) return null;
  return tokens.slice(than + 1).find((token) => token.isContent)?.stem ?? null;
}

/**
 * Whether the claim states the converse comparison ("Asia was lower than Europe" for "Europe was
 * higher than Asia"): both compare, against different things, so opposite words agree.
 */
export function isConverse(claim: readonly Token[], evidence: readonly Token[]): boolean {
  const claimThan = comparedWith(claim);
  const evidenceThan = comparedWith(evidence);
  return claimThan !== null && evidenceThan !== null && claimThan !== evidenceThan;
}

/**
 * @example compareDirections({ claim: tokenize('Sales rose.'), evidence: tokenize('Sales fell.') }).mismatch // true
 */
export function compareDirections(options: {
  claim: readonly Token[];
  evidence: readonly Token[];
  /** The language module both sides were read with: its comparatives and "at least / at most" forms. */
  language?: LanguageModule;
}): DirectionComparison {
  const { language } = options;
  // The converse test reads the English "than"; another language compares its words directly.
  if (!language && isConverse(options.claim, options.evidence))
    return { mismatch: false, claimWord: null, evidenceWord: null };
  const claim = language ? directionsOf(options.claim, language) : direction(options.claim);
  const evidence = language ? directionsOf(options.evidence, language) : direction(options.evidence);
  if (claim.up && !claim.down && evidence.down && !evidence.up) {
    return { mismatch: true, claimWord: claim.up.text, evidenceWord: evidence.down.text };
  }
  if (claim.down && !claim.up && evidence.up && !evidence.down) {
    return { mismatch: true, claimWord: claim.down.text, evidenceWord: evidence.up.text };
  }
  return { mismatch: false, claimWord: null, evidenceWord: null };
}
