import { clauseAround } from './clause-around.js';
import { DECADE, type Quantity, YEAR } from './quantity.js';
import type { Token } from './token.js';

/**
 * A year before the start the sentence gives, under the claim's negation: "Women could not become
 * full members in the 1950s" against "Women were not admitted as full members until 1974";
 * "Drivers could not use the Brantwood Bridge in 2016" against "The bridge opened to traffic in
 * September 2019". What began in a year did not hold before it, so the denial is borne out and
 * the two years are no changed number.
 */
export interface BeforeStart {
  /** The claim's year or decade. */
  claim: Quantity;
  /** The year the sentence's state begins, with the words that make it a start ("until 1974"). */
  start: Quantity;
  cue: string;
  /** Whether the claim's year (every year of its decade) lies before the start. */
  before: boolean;
}

/** Words before a year that make it the start of what the sentence states. */
const START_CUE =
  /\b(until|till|since|opened|opening|founded|established|launched|introduced|began|begun|started|joined|took over|became|built|completed|inaugurated|unveiled|debuted)\b[^,;:.]*$/i;
/** "until" starts a state only after a negation of it: "were not admitted … until 1974". */
const UNTIL = new Set(['until', 'till']);

/** The last year a claim's time takes in: a decade ends nine years after it starts. */
function lastYear(quantity: Quantity): number | null {
  if (quantity.unit === YEAR) return quantity.value;
  if (quantity.unit === DECADE) return quantity.value + 9;
  return null;
}

/**
 * The start year of the sentence that the claim's one year is read against, with whether the
 * claim's year lies before it ("in 2016" against "opened in 2019") or not ("in 2021"); null where
 * the sentence gives no start of what the claim speaks of.
 */
export function startOf(options: {
  claim: readonly Token[];
  claimQuantities: readonly Quantity[];
  evidence: readonly Token[];
  evidenceSource: string;
  evidenceQuantities: readonly Quantity[];
}): BeforeStart | null {
  const { claim, evidence, evidenceSource } = options;
  const times = options.claimQuantities.filter((quantity) => lastYear(quantity) !== null);
  if (times.length !== 1) return null;
  const time = times[0]!;
  const claimStems = new Set(
    claim.filter((token) => token.isContent && !token.isNumber).map((token) => token.stem),
  );
  let chosen: { start: Quantity; cue: string; shared: number } | null = null;
  for (const year of options.evidenceQuantities) {
    if (year.unit !== YEAR) continue;
    const clause = clauseAround(evidenceSource, year.start);
    const cue = START_CUE.exec(evidenceSource.slice(clause.start, year.start));
    if (!cue) continue;
    const inClause = evidence.filter((token) => token.start >= clause.start && token.end <= clause.end);
    if (UNTIL.has(cue[1]!.toLowerCase()) && !inClause.some((token) => token.isNegation)) continue;
    const shared = inClause.filter((token) => token.isContent && claimStems.has(token.stem)).length;
    // The clause that shares most with the claim; of two alike, the later start.
    if (!chosen || shared >= chosen.shared) chosen = { start: year, cue: cue[1]!, shared };
  }
  // The sentence speaks of the claim's subject somewhere ("The Brantwood Bridge, a cable-stayed
  // crossing …, opened to traffic in 2019").
  const speaksOf = evidence.some((token) => token.isContent && !token.isNumber && claimStems.has(token.stem));
  if (!chosen || !speaksOf) return null;
  return { claim: time, start: chosen.start, cue: chosen.cue, before: lastYear(time)! < chosen.start.value };
}

/**
 * The claim's year before a start year of the sentence, read in the clause that shares most words
 * with the claim; null where there is none. The caller reads it only for a negated claim.
 */
export function beforeStart(options: Parameters<typeof startOf>[0]): BeforeStart | null {
  const read = startOf(options);
  return read?.before ? read : null;
}
