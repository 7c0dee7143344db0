/**
 * A negated claim that denies the value the sentence replaces with another ("not born in
 * Stockholm" against "born in Uppsala") is borne out by that sentence (`text/denying-negation.ts`),
 * through the judge and through `verify()`'s evidence check. Each case has a control: the same
 * sentence affirmed with the other value, the denial of the sentence's own value, a value the
 * negation does not reach. The same holds for a denied word no chunk states
 * (`denied-alternative.ts`), unless the sentence's word holds every value ("daily").
 */
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { verify } from '../../verify.js';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const BIRTH = [
  'The architect Mara Lindqvist was born in Uppsala in 1952. She studied in Stockholm and opened her first office in Gothenburg in 1981.',
];
const FAIR = [
  'The Brackley Book Fair takes place on 12–14 September 2025 at the Corn Exchange. Tickets go on sale in June.',
];
const TERM = [
  'The autumn term at Hollybank School begins on Tuesday 2 September. Half term starts on 27 October.',
];

const FAIR_GROUNDS = [
  'The Harvest Fair is held in Lowther Park, next to the lake.',
  'Visitors can park at Denby Showground, where a shuttle bus leaves every 20 minutes.',
];
const BRIDGE = [
  'The Alder Street Bridge opened in 1904. It was designed by the engineer Hugh Pettit.',
  'The builder was the Leeds firm Crane & Co. Its site manager, Owen Marsh, kept a diary of the works.',
];
const MUSEUMS = ['The Castle Museum and the Toy Museum both charge an entry fee of £6 for adults.'];

const cases: RuleCase[] = [
  {
    name: 'a place denied where the sentence gives another',
    context: BIRTH,
    claim: 'Mara Lindqvist was not born in Stockholm.',
    verdict: 'supported',
    reasoning: ["the claim denies 'Stockholm'", "'Uppsala'"],
  },
  {
    name: 'control: the other place affirmed',
    context: BIRTH,
    claim: 'Mara Lindqvist was born in Stockholm.',
    verdict: 'contradicted',
  },
  {
    name: "control: the sentence's own place denied",
    context: BIRTH,
    claim: 'Mara Lindqvist was not born in Uppsala.',
    verdict: 'contradicted',
  },
  {
    name: 'a date denied where the sentence gives the dates',
    context: FAIR,
    claim: 'The Brackley Book Fair does not take place on 19 September 2025.',
    verdict: 'supported',
    reasoning: ["the claim denies '19'"],
  },
  {
    name: 'control: the other date affirmed',
    context: FAIR,
    claim: 'The Brackley Book Fair takes place on 19 September 2025.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a value the negation does not reach',
    context: [
      'Last year the Corran Trust did not meet its target, although it planted 4,200 trees on the Ardmore estate.',
    ],
    claim:
      'Last year the Corran Trust did not meet its target, although it planted 4,200 trees on the Kilbride estate.',
    verdict: 'not supported',
  },
  {
    name: 'a word no sentence states, denied where the sentence gives another',
    context: ['The children’s nasal flu vaccine is given as a spray into each nostril at the surgery.'],
    claim: 'The children’s nasal flu vaccine is not given as a tablet.',
    verdict: 'supported',
    reasoning: ["the claim denies 'tablet'", "'spray'"],
  },
  {
    name: 'control: the same denial against a sentence that holds every value',
    context: ['The Harwell Central Library is open daily from 9 am to 8 pm.'],
    claim: 'The Harwell Central Library is not open on Sundays.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a denial that goes on past the missing word is a flip',
    context: ['The agent offered the customer three different insurance products.'],
    claim: 'The agent did not offer the client three different insurance products.',
    verdict: 'not supported',
  },
  {
    name: 'a name found by its role, denied for the predicate the sentence gives another',
    context: FAIR_GROUNDS,
    claim: 'The Harvest Fair is not held at Denby Showground.',
    verdict: 'supported',
    reasoning: ["the claim denies 'Denby Showground'", "'Lowther Park'"],
  },
  {
    name: 'control: the name found by its role, affirmed',
    context: FAIR_GROUNDS,
    claim: 'The Harvest Fair is held at Denby Showground.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the name denied for a predicate the sentence does not have',
    context: FAIR_GROUNDS,
    claim: 'The Harvest Fair is not sponsored by Denby Showground.',
    verdict: 'not supported',
  },
  {
    name: 'a name of another sentence, denied where the sentence with the predicate gives another',
    context: BRIDGE,
    claim: 'The Alder Street Bridge was not designed by Owen Marsh.',
    verdict: 'supported',
    reasoning: ["the claim denies 'Owen Marsh'", "'engineer Hugh Pettit'"],
  },
  {
    name: "control: the sentence's own name denied",
    context: BRIDGE,
    claim: 'The Alder Street Bridge was not designed by Hugh Pettit.',
    verdict: 'contradicted',
  },
  {
    name: '"neither … nor" denies the word past its second subject',
    context: MUSEUMS,
    claim: 'Neither the Castle Museum nor the Toy Museum offers free entry to adults.',
    verdict: 'supported',
  },
  {
    name: 'control: the same word affirmed is the opposite of the sentence',
    context: MUSEUMS,
    claim: 'The Castle Museum offers free entry to adults.',
    verdict: 'contradicted',
  },
];

describe('a negated claim that denies the value the sentence replaces', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));

  it("keeps its support through verify()'s evidence check when the denied value is a number", async () => {
    const chunks = TERM.map((text, index) => ({ id: `c${index + 1}`, text }));
    const denied = await verify({
      response: 'The autumn term at Hollybank School does not begin on Thursday 4 September.',
      chunks,
      judge,
      logger: silentLogger,
    });
    expect(denied.claims[0]!.verdict, denied.claims[0]!.reasoning).toBe('supported');
    expect(denied.claims[0]!.downgrade).toBeUndefined();
    expect(denied.claims[0]!.evidence[0]!.quote).toBe(
      'The autumn term at Hollybank School begins on Tuesday 2 September.',
    );
    // Control: the same number affirmed is a changed date, not support.
    const affirmed = await verify({
      response: 'The autumn term at Hollybank School begins on Thursday 4 September.',
      chunks,
      judge,
      logger: silentLogger,
    });
    expect(affirmed.claims[0]!.verdict).not.toBe('supported');
  });
});
