import type { Token } from '../../../text/token.js';

/**
 * An item the sentence sets apart from what it states: "Kalinda Ceramics ships to all EU countries
 * except Malta and Cyprus", "All our paints are water-based, apart from the Metal & Wood gloss,
 * which is solvent-based", "uses ground almonds instead of wheat flour". What the sentence states,
 * it denies of that item: "does not ship to Cyprus" is borne out, "ships to Cyprus" is a flip.
 *
 * Only where the claim names the item and takes the rest of its words from the sentence's main
 * statement: "the battery is covered for 12 months" against "… for 24 months, except for the
 * battery, which is covered for 12 months" restates the item's own clause, no denial.
 */
export interface ExceptedItem {
  /** The words that set the item apart ("except", "apart from", "instead of"). */
  cue: string;
  /** The item as the sentence writes it ("Malta and Cyprus"). */
  item: string;
  /** Stems of the item's content words. */
  stems: ReadonlySet<string>;
}

/** Words that set apart what follows them, by their first word. */
const CUES: ReadonlyArray<readonly string[]> = [
  ['except', 'for'],
  ['except'],
  ['excepting'],
  ['excluding'],
  ['apart', 'from'],
  ['other', 'than'],
  ['with', 'the', 'exception', 'of'],
  ['instead', 'of'],
  ['rather', 'than'],
  ['in', 'place', 'of'],
];

/**
 * Where an item set apart ends: a comma, a semicolon, a full stop, a clause of its own, or the
 * main statement's verb resumed ("Every room except the attic bedroom has double glazing").
 */
const ITEM_END =
  /[,;:.!?)]|\s(?:which|where|who|whose|because|as|so|is|are|was|were|has|have|had|can|cannot|must|will|may|should|does|do)\s/;

/** The share of the claim's other content words the sentence's main statement must hold. */
const MAIN_SHARE = 0.6;

/** The words a cue opens with: most tokens are none of them, and one look-up passes them by. */
const CUE_OPENERS: ReadonlySet<string> = new Set(CUES.map((cue) => cue[0]!));

function cueAt(tokens: readonly Token[], index: number): readonly string[] | null {
  if (!CUE_OPENERS.has(tokens[index]!.lower)) return null;
  for (const cue of CUES) if (cue.every((word, offset) => tokens[index + offset]?.lower === word)) return cue;
  return null;
}

/**
 * The item of `evidence` set apart that the claim names, when the claim's other words come from
 * the sentence's main statement; else null.
 * @example exceptedItem(claim('Kalinda does not ship to Cyprus.'), evidence('Kalinda ships to all EU countries except Malta and Cyprus.')) // { cue: 'except', item: 'Malta and Cyprus' }
 */
export function exceptedItem(options: {
  claim: readonly Token[];
  evidence: readonly Token[];
  evidenceSource: string;
}): ExceptedItem | null {
  const { claim, evidence, evidenceSource } = options;
  for (let index = 0; index < evidence.length; index += 1) {
    const cue = cueAt(evidence, index);
    if (!cue) continue;
    // A claim that copies the cue copies the exception too ("… instead of creating a payment").
    if (claim.some((_, at) => cue.every((word, offset) => claim[at + offset]?.lower === word))) continue;
    const itemStart = index + cue.length;
    const first = evidence[itemStart];
    if (!first) continue;
    const rest = evidenceSource.slice(first.start);
    const stop = rest.search(ITEM_END);
    // A name set apart ends where the main statement's word resumes ("except Eastgate offer
    // Saturday opening"): at the first lower-case content word after it.
    const nameEnd = first.isCapitalized
      ? evidence.find(
          (token, at) => at > itemStart && token.isContent && !token.isCapitalized && !token.isNumber,
        )
      : undefined;
    const itemEnd = Math.min(
      first.start + (stop < 0 ? rest.length : stop),
      nameEnd ? evidenceSource.slice(0, nameEnd.start).trimEnd().length : Number.POSITIVE_INFINITY,
    );
    const item = evidence.filter((token) => token.start >= first.start && token.end <= itemEnd);
    const itemStems = new Set(item.filter((token) => token.isContent).map((token) => token.stem));
    if (itemStems.size === 0) continue;
    // The item's own clause ("…, which is covered for 12 months") runs to the next full stop or
    // semicolon; the main statement is the rest of the sentence. Set apart at the sentence's
    // start ("Except for the 1974 edition, which was printed in Vienna, every edition …"), the
    // clause runs to its next comma, and the main statement follows.
    const ownClause = /^\s*,\s*(?:which|where|who|whose)\b/.test(evidenceSource.slice(itemEnd));
    const opening = index === 0;
    const afterClause = evidenceSource.slice(itemEnd);
    const clauseEnd = opening ? afterClause.slice(1).search(/[,;.!?]|$/) + 1 : afterClause.search(/[;.!?]|$/);
    const ownEnd = ownClause ? itemEnd + Math.max(0, clauseEnd) : itemEnd;
    const cueStart = evidence[index]!.start;
    const main = new Set(
      evidence.filter((token) => token.end <= cueStart || token.start >= ownEnd).map((token) => token.stem),
    );
    // The claim names the item by a word of its own, not one the main statement shares ("Tressel
    // Metro lines" is no naming of "the Green Line").
    if (!claim.some((token) => token.isContent && itemStems.has(token.stem) && !main.has(token.stem)))
      continue;
    // A name the main statement lacks is read by the name slots, not here ("The attic bedroom in
    // the Ashgrove Road house" against "Every room except the attic bedroom has …").
    const others = claim.filter(
      (token) =>
        token.isContent && !itemStems.has(token.stem) && !(token.isCapitalized && !main.has(token.stem)),
    );
    if (others.length === 0) continue;
    // A number the main statement lacks is the item's own ("covered for 12 months").
    if (others.some((token) => token.isNumber && !main.has(token.stem))) continue;
    const inMain = others.filter((token) => main.has(token.stem)).length;
    if (inMain < MAIN_SHARE * others.length) continue;
    return { cue: cue.join(' '), item: evidenceSource.slice(first.start, itemEnd).trim(), stems: itemStems };
  }
  return null;
}
