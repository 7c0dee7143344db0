/**
 * A permission one side grants in a word ("allowed", "permitted", "possible") that the other side
 * denies with a negated modal: "E-scooters are allowed on Calder Transit buses" against
 * "Passengers cannot bring e-scooters onto Calder Transit buses". The word says the "can" the
 * other side's "cannot" denies, though the verbs differ ("bring", "allowed"), so no negated word is
 * stated on the other side (thirtieth pass, issue 24). English only.
 */
import type { Token } from '../../../text/tokenize.js';

/** Words that grant what a modal "can" or "may" would. */
const PERMISSION_WORDS: ReadonlySet<string> = new Set(['allowed', 'permitted', 'possible']);

/** Modals whose negation denies a permission ("may not", "cannot"); not "must not" alone. */
const PERMITTING_MODALS: ReadonlySet<string> = new Set(['can', 'could', 'may']);

/** The negation at `index` is a modal's denial: "cannot", "can't", "may not", "could not". */
function deniesModal(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  // "can't" is one token, "ca", that negates.
  if (token.lower === 'cannot' || token.lower === 'ca') return true;
  if (token.lower !== 'not' && token.lower !== "n't") return false;
  return PERMITTING_MODALS.has(tokens[index - 1]?.lower ?? '');
}

/** Words that restrict a permission to some ("allowed only in ground-floor flats"). */
const RESTRICTING_WORDS: ReadonlySet<string> = new Set(['only', 'except', 'unless', 'but', 'provided']);

/**
 * The first permission word of `tokens` that no negation of its own denies and no word restricts,
 * or null: "Dogs are allowed only in ground-floor flats" grants nothing an upper floor's "may not"
 * denies.
 */
function grantedPermission(tokens: readonly Token[], cues: readonly Token[]): Token | null {
  if (cues.length > 0 || tokens.some((token) => RESTRICTING_WORDS.has(token.lower))) return null;
  return tokens.find((token) => PERMISSION_WORDS.has(token.lower)) ?? null;
}

/** A permission denied: the negation, its side, and the claim's word the other side says otherwise. */
export interface PermissionDenial {
  cue: Token;
  claimNegated: boolean;
  /** The claim's stem the other side states in other words: its "allowed", or the verb it denies. */
  paraphrased: string[];
}

/**
 * The negation cue of the side that denies a permission the other side grants in a word, with
 * which side it is on; null when neither does.
 * @example permissionDenied(tokenize('E-scooters are allowed on the buses.'), [], tokenize('Passengers cannot bring e-scooters onto the buses.'), [cannot])
 * // { cue: cannot, claimNegated: false, paraphrased: ['allow'] }
 */
export function permissionDenied(
  claim: readonly Token[],
  claimCues: readonly Token[],
  evidence: readonly Token[],
  evidenceCues: readonly Token[],
): PermissionDenial | null {
  const denial = (tokens: readonly Token[], cues: readonly Token[]) =>
    cues.length === 1 && deniesModal(tokens, tokens.indexOf(cues[0]!)) ? cues[0]! : null;
  const evidenceDenial = denial(evidence, evidenceCues);
  const granted = evidenceDenial ? grantedPermission(claim, claimCues) : null;
  if (evidenceDenial && granted)
    return { cue: evidenceDenial, claimNegated: false, paraphrased: [granted.stem] };
  const claimDenial = denial(claim, claimCues);
  if (claimDenial && grantedPermission(evidence, evidenceCues)) {
    const denied = claim.slice(claim.indexOf(claimDenial) + 1).find((token) => token.isContent);
    return { cue: claimDenial, claimNegated: true, paraphrased: denied ? [denied.stem] : [] };
  }
  return null;
}
