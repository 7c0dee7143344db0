/**
 * Words that state a negation without a negation word ("refused to", "halted", "rarely"), read by
 * the negation comparison when it compares a paraphrased slot: "the plan was not approved" against
 * "the plan was rejected" agrees, so a slot holding one of these is no plain statement. The negation
 * words themselves (not, no, never, without, lack, fail …) are the tokenizer's `NEGATIONS`.
 */
export const NEGATIVE_WORDS: ReadonlySet<string> = new Set(
  (
    'refuse refuses refused refusing refusal decline declines declined declining reject rejects ' +
    'rejected rejecting rejection avoid avoids avoided avoiding stop stops stopped stopping cease ' +
    'ceases ceased halt halts halted prevent prevents prevented ban bans banned forbid forbids ' +
    'forbade forbidden prohibit prohibits prohibited barely hardly rarely seldom scarcely instead ' +
    'absent absence missing free little few neither dropped abandoned cancelled canceled scrapped ' +
    'denial ruled rule excluded exclude omitted failure unlikely impossible'
  ).split(' '),
);

/** Adverbs that negate the verb after them nearly as "not" does ("rarely granted" ~ "not often granted"). */
export const NEGATIVE_ADVERBS: ReadonlySet<string> = new Set([
  'rarely',
  'seldom',
  'hardly',
  'barely',
  'scarcely',
]);
