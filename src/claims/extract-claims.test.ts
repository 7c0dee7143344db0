import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import lfqa from './__fixtures__/lfqa-answers.json' with { type: 'json' };
import { extractClaimsLocally } from './extract-claims.js';
import { SKIP_REASONS } from './skip-patterns.js';

function claimTexts(response: string, atomic = true): string[] {
  return extractClaimsLocally({ response, atomic }).claims.map((claim) => claim.text);
}

function expectExactSpans(response: string, atomic = true): void {
  const { claims, skipped } = extractClaimsLocally({ response, atomic });
  for (const item of [...claims, ...skipped]) {
    expect(item.span).not.toBeNull();
    expect(response.slice(item.span!.start, item.span!.end)).toBe(item.text);
    expect(item.text).toBe(item.text.trim());
  }
}

describe('extractClaimsLocally', () => {
  it.each([
    ['question', 'What causes tides?'],
    ['question', '**Why does this happen?**'],
    ['greeting', 'Hope this helps!'],
    ['greeting', 'Let me know if you have any other questions.'],
    ['greeting', 'Thanks for asking.'],
    ['greeting', 'If you have any other questions, feel free to ask.'],
    ['meta', 'Here is a summary:'],
    ['meta', 'In conclusion:'],
    ['meta', 'Based on the provided context:'],
    ['meta', "Let's break this down step by step."],
    ['meta', "Let's look at this in 3 steps, starting with the basics."],
    ['meta', 'The main reasons are:'],
    ['opinion', 'I think this is great.'],
    ['opinion', 'That is a really interesting question.'],
    ['opinion', 'In my opinion, the design feels elegant.'],
    ['hedged_advice', 'You might want to consult a doctor.'],
    ['hedged_advice', 'It may be a good idea to check with your bank.'],
    ['hedged_advice', 'Consider speaking with a lawyer before signing.'],
    ['hedged_advice', 'That depends on your goals.'],
    ['reflective_prompt', 'Think about how you respond to stress at work.'],
    ['reflective_prompt', 'Consider what you would do differently next time.'],
    ['reflective_prompt', 'Ask yourself whether the plan still fits.'],
    ['too_short', 'Yes.'],
    ['too_short', 'Paris, mostly.'],
    ['abstention', 'The provided documents do not mention the founding date.'],
    ['abstention', "I couldn't find that in the context."],
    ['reference', 'Sources: [1] https://example.com/report'],
    ['reference', 'https://example.com/report'],
  ])('skips as %s: %s', (reason, response) => {
    const { claims, skipped } = extractClaimsLocally({ response });
    expect(claims).toEqual([]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.reason).toBe(reason);
    expect(response.slice(skipped[0]!.span!.start, skipped[0]!.span!.end)).toBe(skipped[0]!.text);
  });

  it('skips headings, table headers, bold labels and code blocks with their reasons', () => {
    const response =
      '## Key facts\n\n**Overview**\n\n| City | Population |\n|---|---|\n| Paris | 2.1 million |\n\n```\nx = 1\n```';
    const { claims, skipped } = extractClaimsLocally({ response });
    expect(skipped.map((item) => [item.reason, item.text])).toEqual([
      ['heading', 'Key facts'],
      ['heading', '**Overview**'],
      ['heading', 'City | Population'],
      ['code', '```\nx = 1\n```'],
    ]);
    expect(claims.map((claim) => claim.text)).toEqual(['Paris | 2.1 million']);
  });

  it('documents every reason it can produce', () => {
    expect(Object.keys(SKIP_REASONS).sort()).toEqual(
      [
        'abstention',
        'code',
        'greeting',
        'heading',
        'hedged_advice',
        'meta',
        'opinion',
        'question',
        'reference',
        'reflective_prompt',
        'too_short',
      ].sort(),
    );
  });

  it.each([
    [
      'a fact after a context lead-in',
      'Based on the provided context, revenue rose 8% in 2023.',
      ['revenue rose 8% in 2023.'],
    ],
    [
      'an attribution to a named source',
      'According to the report, revenue rose 8%.',
      ['According to the report, revenue rose 8%.'],
    ],
    ['a fact after an interjection', 'Sure, the tower is 330 m tall.', ['the tower is 330 m tall.']],
    [
      'a fact after "Here is a summary:"',
      'Here is a summary: the tower is 330 m tall.',
      ['the tower is 330 m tall.'],
    ],
    [
      'a fact with a number after a meta lead-in and a comma',
      "Let's start on slide 17, which shows that sales were $441 million, up from $437 million.",
      ['which shows that sales were $441 million, up from $437 million.'],
    ],
    ['a fact after "In summary,"', 'In summary, the tower opened in 1889.', ['the tower opened in 1889.']],
    [
      'a fact after "It is worth noting that"',
      'It is worth noting that the tower opened in 1889.',
      ['the tower opened in 1889.'],
    ],
    [
      'a hedged but specific belief',
      'I believe the tower opened in 1889.',
      ['I believe the tower opened in 1889.'],
    ],
    [
      'a guideline with "should"',
      'Clinicians should obtain informed consent before treatment.',
      ['Clinicians should obtain informed consent before treatment.'],
    ],
    ['a short fact with a number', 'Founded: 1998', ['Founded: 1998']],
    [
      'a statement quoting a question',
      'Atheism answers the question “Do gods exist?”',
      ['Atheism answers the question “Do gods exist?”'],
    ],
    [
      'a bullet item without a period',
      '- Paris is the capital of France\n- Berlin is the capital of Germany',
      ['Paris is the capital of France', 'Berlin is the capital of Germany'],
    ],
  ])('keeps %s', (_name, response, expected) => {
    expect(claimTexts(response)).toEqual(expected);
    expectExactSpans(response);
  });

  it('cuts citation markers (and the period after them) off the end of claims', () => {
    const response =
      'Revenue rose 8% in 2023 [1][2]. Profit fell 2%. [Source: 3] Costs were flat (Source: 4).';
    expect(claimTexts(response)).toEqual(['Revenue rose 8% in 2023', 'Profit fell 2%.', 'Costs were flat']);
    expect(claimTexts('Revenue rose 8% in 2023.[1][2] Profit fell 2%.')).toEqual([
      'Revenue rose 8% in 2023.',
      'Profit fell 2%.',
    ]);
  });

  it('splits compound sentences only when atomic is on', () => {
    const response = 'Acme was founded in 1998, and it employs 500 people. We sell apples, pears and plums.';
    expect(claimTexts(response)).toEqual([
      'Acme was founded in 1998',
      'it employs 500 people.',
      'We sell apples, pears and plums.',
    ]);
    expect(claimTexts(response, false)).toEqual([
      'Acme was founded in 1998, and it employs 500 people.',
      'We sell apples, pears and plums.',
    ]);
  });

  it('handles a realistic RAG answer end to end', () => {
    const response = [
      'Great question! Based on the retrieved documents, here is what I found:',
      '',
      '## Founding',
      'Acme Inc. was founded by Dr. Jane Smith in the U.S. in 1998 [1], and it now employs 1,200 people [2].',
      '',
      '**Key figures:**',
      '- Revenue: $4.5 billion in 2023 (Source: 3)',
      '- The company released v2.1.3 of its app; the update fixed 12 bugs.',
      '',
      'You might want to check the annual report for details. Hope this helps!',
    ].join('\n');
    const { claims, skipped } = extractClaimsLocally({ response });
    expect(claims.map((claim) => claim.text)).toEqual([
      'Acme Inc. was founded by Dr. Jane Smith in the U.S. in 1998',
      'it now employs 1,200 people',
      'Revenue: $4.5 billion in 2023',
      'The company released v2.1.3 of its app',
      'the update fixed 12 bugs.',
    ]);
    expect(skipped.map((item) => [item.reason, item.text])).toEqual([
      ['greeting', 'Great question!'],
      ['meta', 'Based on the retrieved documents, here is what I found:'],
      ['heading', 'Founding'],
      ['heading', '**Key figures:**'],
      ['hedged_advice', 'You might want to check the annual report for details.'],
      ['greeting', 'Hope this helps!'],
    ]);
    expectExactSpans(response);
  });

  it('is deterministic', () => {
    const response = lfqa.answers.map((answer) => answer.answer).join('\n\n');
    expect(extractClaimsLocally({ response })).toEqual(extractClaimsLocally({ response }));
  });

  it('rejects a response that is not a string with an InputError', () => {
    expect(() => extractClaimsLocally({ response: 42 as unknown as string })).toThrow(InputError);
    expect(() => extractClaimsLocally({ response: null as unknown as string })).toThrow(
      /response must be a string/,
    );
  });

  it('returns nothing for an empty response', () => {
    expect(extractClaimsLocally({ response: '' })).toEqual({ claims: [], skipped: [] });
  });

  it('gives every claim and skipped sentence an exact, trimmed span on real answers', () => {
    for (const answer of lfqa.answers) {
      expectExactSpans(answer.answer);
      expectExactSpans(answer.answer, false);
      expect(extractClaimsLocally({ response: answer.answer }).claims.length).toBeGreaterThanOrEqual(
        answer.sentences.length / 2,
      );
    }
  });

  it('gives exact spans on arbitrary text (property)', () => {
    const pieces = fc.constantFrom(
      'Dr. Smith',
      'the U.S.',
      ' and it employs 500 people',
      ', and ',
      '; ',
      '. ',
      '? ',
      '! ',
      '\n',
      '\n\n',
      '- ',
      '# ',
      '**bold**',
      '`code.x`',
      '[1]',
      '[Source: 2]',
      '(Source: 3)',
      '3.14',
      'v2.1.3',
      'https://x.io/a?b=1',
      'Hope this helps',
      'Based on the context, ',
      'Paris is big',
      'I think',
      '|',
      '```',
      ':',
      '"',
      '(',
      ')',
      '  ',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 6 })), { maxLength: 30 }), (chunks) => {
        const response = chunks.join('');
        for (const atomic of [true, false]) {
          const { claims, skipped } = extractClaimsLocally({ response, atomic });
          let previousEnd = 0;
          for (const claim of claims) {
            expect(response.slice(claim.span!.start, claim.span!.end)).toBe(claim.text);
            expect(claim.text.length).toBeGreaterThan(0);
            expect(claim.span!.start).toBeGreaterThanOrEqual(previousEnd);
            previousEnd = claim.span!.end;
          }
          for (const item of skipped)
            expect(response.slice(item.span!.start, item.span!.end)).toBe(item.text);
        }
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});
