/**
 * Whether a quote states one of the claim's quantities by value — a claim's "1,800 ml" in a quote
 * saying "1.8 litres", "$383 billion" in one saying "$383.3 billion", "2,500 g" in "2.5 kg" — read
 * and compared as the local judge does (`text/extract-quantities.ts`, `text/quantity-values.ts`),
 * so that the mechanical check does not undo a verdict for a number merely written another way.
 */
import { beforeStart } from '../text/before-start.js';
import { boundRelation } from '../text/bound-relation.js';
import { derivedValue } from '../text/derived-value.js';
import { extractQuantities } from '../text/extract-quantities.js';
import type { Quantity } from '../text/quantity.js';
import { isCountedNoun, states } from '../text/quantity-values.js';
import { statedChange } from '../text/stated-change.js';
import { tokenize } from '../text/tokenize.js';

/** Stems of the units of time ("3 months" against "3 years"). */
const TIME_STEMS = /^(?:second|minut|hour|dai|day|week|fortnight|month|year|decad|centur)/;

/** A count of a noun ("1,987 visitors"): a unit that is a word's stem, no measure, share or money. */
function countNoun(quantity: Quantity): boolean {
  const { unit } = quantity;
  return (
    unit !== null &&
    isCountedNoun(unit) &&
    // "3 years" is a length of time, not a count of things.
    quantity.duration === undefined &&
    !TIME_STEMS.test(unit)
  );
}

/** The quantity with no noun. */
function uncounted(quantity: Quantity): Quantity {
  return { ...quantity, unit: null };
}

/** @example quoteStatesClaimQuantity('The kettle holds 1.8 l.', ['It holds 1,800 ml of water.']) // true */
export function quoteStatesClaimQuantity(claim: string, quotes: readonly string[]): boolean {
  // A rank in words ("paid first") is no number of the claim's the quotes must hold, as the local
  // judge reads it (`model/analyze-claim.ts`): the rank a quote repeats leaves "$1M" unstated.
  const claimTokens = tokenize(claim);
  const claimed = extractQuantities(claimTokens, claim).filter((quantity) => quantity.ordinal !== 'words');
  if (claimed.length === 0) return false;
  const negated = claimTokens.some((token) => token.isNegation);
  return quotes.some((quote) => {
    const quoteTokens = tokenize(quote);
    const quoted = extractQuantities(quoteTokens, quote);
    // "could not use the bridge in 2016" against "opened to traffic in 2019": a year before the
    // start the quote gives, which the judge read as borne out.
    if (
      negated &&
      beforeStart({
        claim: claimTokens,
        claimQuantities: claimed,
        evidence: quoteTokens,
        evidenceSource: quote,
        evidenceQuantities: quoted,
      })
    )
      return true;
    return claimed.some(
      (quantity) =>
        // The size of a change the quote gives by its ends ("25% cheaper" for "from $48 to $36").
        statedChange(quantity, claim, quoted, quote) !== null ||
        // A value worked out from the quote's ("25 … in total" for "18 nurses and 7 doctors").
        derivedValue(quantity, claim, quoted, quote) !== null ||
        quoted.some(
          (other) =>
            states(quantity, other) ||
            // "About 2,000 people" for "1,987 visitors": a count the judge read as the quote's,
            // whatever noun each side counts.
            (countNoun(quantity) && countNoun(other) && states(uncounted(quantity), uncounted(other))) ||
            // A value the quote bounds ("35 kg" against "more than 32 kg"): the judge has read which
            // side of the bound the claim puts it on; the number is the quote's to check.
            boundRelation({
              claim: quantity,
              evidence: other,
              passage: quoted,
              source: quote,
              claimSource: claim,
              claimPassage: claimed,
              // A negated claim reads a time of day against the quote's range of hours, as the judge does.
              claimNegated: negated,
            }) !== null,
        ),
    );
  });
}
