/**
 * The generic words that say how a statement holds, not who or what it concerns ("still", "yet",
 * "ever", "even", "back"): they go with negations and comparisons ("has not yet opened", "more
 * than ever"), so every consistency rule, not only the negation's, still counts them as missing.
 */
export const EMPHASIS_WORDS: ReadonlySet<string> = new Set(
  'anything anywhere back still yet ever even single'.split(' '),
);

/**
 * Words a claim uses to phrase what its source states, not to add to it: who does it when the
 * source names no one ("visitors", "customers", "someone"), light verbs ("take", "use", "come",
 * "need"), adverbs of time or emphasis ("still", "currently", "even"), connectives that join the
 * claim's clauses ("while", "once", "because") and words of permission that restate a modal
 * ("not allowed" for "cannot"; thirtieth pass). "Visitors will not be
 * admitted after 16:30" restates "Last admission is at 16:30"; its "visitors" is in no chunk.
 *
 * Such a word counts for the scoring model only where the context uses it, or an opposite of it
 * ("allowed" against "prohibited"), somewhere: absent from every chunk, it is left out of the
 * claim's coverage, as a stop word is, where at least four
 * other content words remain (`evidence/align-claim.ts`). The negation's coverage floor still
 * counts it as missing (`ClaimAlignment.unsaid`), so a supported negation that adds "visitors"
 * and "yet" to its sentence is no nearer a flipped copy of it; the other rules' floors count the
 * emphasis words (`EMPHASIS_WORDS`).
 *
 * Chosen from the words missing in the faithful rewrites of the development tables (supported
 * negations, paraphrases, numbers written differently); measured in decision 0002.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  ...(
    'people someone anyone anybody somebody visitors customers users staff employees guests ' +
    'members passengers residents ' +
    'use used take taken come comes go goes went get got make made put give given find found ' +
    'keep kept need needs needed see ' +
    // Thirtieth pass: the same light verbs' other forms, and "bring".
    'uses using took taking coming came going gone gets getting makes making puts putting ' +
    'gives giving gave finds finding keeps keeping sees seen saw bring brings brought bringing ' +
    'part time something away currently ' +
    'while though although whereas once instead ' +
    'allowed permitted possible according'
  ).split(' '),
  ...EMPHASIS_WORDS,
]);
