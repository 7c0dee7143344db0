/**
 * Function words that carry no checkable content. Negations, comparatives and quantifiers are
 * deliberately NOT here: the consistency checks need them, and the aligner treats them separately.
 */

/** English function words: never content words, for every lexical measure (src/text/content-words.ts). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if then else so as at by for from in into of off on onto out over to up upon with ' +
    'within via per about above across after against along among around before behind below beneath beside ' +
    'besides between beyond during except inside near outside since through throughout toward towards under ' +
    'underneath until unto is am are was were be been being have has had having do does did doing done ' +
    'will would shall should can could may might must i me my mine myself you your yours yourself yourselves ' +
    'he him his himself she her hers herself it its itself we us our ours ourselves they them their theirs ' +
    'themselves this that these those who whom whose which what whatever whoever where when why how there ' +
    'here than too very just also such both each either any some all own same other another s t ll re ve d m ' +
    'o y get gets got getting make makes made let lets able well really quite rather much many lot lots ' +
    'thing things way ways one ones etc e g i.e e.g yes ok okay like include includes including included ' +
    'called known often usually generally typically various several certain'
  ).split(' '),
);

/** Words that negate the clause they sit in. */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'not',
  "n't",
  'no',
  'non',
  'never',
  'none',
  'nobody',
  'nothing',
  'neither',
  'nor',
  'nowhere',
  'without',
  'cannot',
  'lack',
  'lacks',
  'lacked',
  'lacking',
  'fail',
  'fails',
  'failed',
  'unable',
  'denied',
  'denies',
  'deny',
]);
