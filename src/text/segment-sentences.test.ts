import { describe, expect, it } from 'vitest';
import lfqa from '../claims/__fixtures__/lfqa-answers.json' with { type: 'json' };
import { segmentSentences } from './segment-sentences.js';

function sentences(text: string): string[] {
  return segmentSentences({ text }).map((segment) => text.slice(segment.start, segment.end));
}

describe('segmentSentences', () => {
  it.each([
    [
      'titles',
      'Dr. Smith met Mr. Jones and Mrs. Lee. They talked.',
      ['Dr. Smith met Mr. Jones and Mrs. Lee.', 'They talked.'],
    ],
    ['U.S. mid-sentence', 'The U.S. Senate voted. It passed.', ['The U.S. Senate voted.', 'It passed.']],
    [
      'U.S. at the end',
      'He moved to the U.S. The move was hard.',
      ['He moved to the U.S.', 'The move was hard.'],
    ],
    [
      'e.g. and i.e.',
      'Use a fruit, e.g. Apples or pears, i.e. Fresh ones. Done now.',
      ['Use a fruit, e.g. Apples or pears, i.e. Fresh ones.', 'Done now.'],
    ],
    [
      'etc. at the end',
      'We sell apples, pears, etc. The shop opens at 9.',
      ['We sell apples, pears, etc.', 'The shop opens at 9.'],
    ],
    [
      'Inc. before lower case',
      'Acme Inc. reported growth. Sales rose.',
      ['Acme Inc. reported growth.', 'Sales rose.'],
    ],
    [
      'Inc. at the end',
      'He works at Acme Inc. The firm is large.',
      ['He works at Acme Inc.', 'The firm is large.'],
    ],
    [
      'No. before a number',
      'It ranked No. 1 in 2020. It fell later.',
      ['It ranked No. 1 in 2020.', 'It fell later.'],
    ],
    [
      'vs. and Jan.',
      'The match was Paris vs. Berlin on Jan. 5 this year. Paris won.',
      ['The match was Paris vs. Berlin on Jan. 5 this year.', 'Paris won.'],
    ],
    [
      'St. and Mt.',
      'St. Louis is near Mt. Vernon. It is big.',
      ['St. Louis is near Mt. Vernon.', 'It is big.'],
    ],
    [
      'initials',
      'John F. Kennedy was president. He took vitamin C. It helped.',
      ['John F. Kennedy was president.', 'He took vitamin C.', 'It helped.'],
    ],
    [
      'decimals',
      'Pi is 3.14 and revenue was $4.5 billion. Growth was 2.5%.',
      ['Pi is 3.14 and revenue was $4.5 billion.', 'Growth was 2.5%.'],
    ],
    [
      'versions',
      'Install v2.1.3 on Node 20.11. Then restart.',
      ['Install v2.1.3 on Node 20.11.', 'Then restart.'],
    ],
    [
      'URLs',
      'See https://example.com/a?b=1 for details. Or visit www.example.org. It helps.',
      ['See https://example.com/a?b=1 for details.', 'Or visit www.example.org.', 'It helps.'],
    ],
    [
      'e-mail',
      'Write to john.doe@example.com. We reply fast.',
      ['Write to john.doe@example.com.', 'We reply fast.'],
    ],
    [
      'inline code',
      'Call `fs.readFile()` first. Then parse.',
      ['Call `fs.readFile()` first.', 'Then parse.'],
    ],
    ['citation [1]', 'Revenue rose 8%.[1] Profit fell.', ['Revenue rose 8%.[1]', 'Profit fell.']],
    ['citations [1][2]', 'Revenue rose 8%. [1][2] Profit fell.', ['Revenue rose 8%. [1][2]', 'Profit fell.']],
    [
      'citation [Source: 2]',
      'Revenue rose 8%. [Source: 2] Profit fell.',
      ['Revenue rose 8%. [Source: 2]', 'Profit fell.'],
    ],
    [
      'citation (Source: 2)',
      'Revenue rose 8% (Source: 2). Profit fell.',
      ['Revenue rose 8% (Source: 2).', 'Profit fell.'],
    ],
    ['quotes', 'He said "Stop." Then he left!', ['He said "Stop."', 'Then he left!']],
    ['question and exclamation', 'Is it true? Yes! It is.', ['Is it true?', 'Yes!', 'It is.']],
    ['ellipsis before lower case', 'It was... fine. Next one.', ['It was... fine.', 'Next one.']],
    [
      'lower case after a period is no boundary',
      'The total was 5 approx. in the end.',
      ['The total was 5 approx. in the end.'],
    ],
    [
      'iPhone may open a sentence',
      'Apple sells phones. iPhone sales rose.',
      ['Apple sells phones.', 'iPhone sales rose.'],
    ],
    [
      'names with "!"',
      'In 2017, Shout! Factory released it. Wow! The label grew.',
      ['In 2017, Shout! Factory released it.', 'Wow!', 'The label grew.'],
    ],
    ['circa', 'The panel dates from c. 1491. It is oak.', ['The panel dates from c. 1491.', 'It is oak.']],
    [
      'ordinal before a period',
      'She finished 3rd. The winner was Ana.',
      ['She finished 3rd.', 'The winner was Ana.'],
    ],
  ])('%s', (_name, text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });

  it('treats markdown bullets, headings, tables and code as blocks', () => {
    const text = [
      '# Overview',
      '',
      'Here is a summary:',
      '- Paris is the capital of France',
      '* Berlin has 3.6 million people. It is in Germany.',
      '1. Rome is old',
      '',
      '| City | Population |',
      '|------|-----------|',
      '| Paris | 2.1 million |',
      '',
      '```js',
      'const a = 1. b;',
      '```',
      '---',
      '**Bold** facts follow.',
    ].join('\n');
    expect(
      segmentSentences({ text }).map((segment) => [segment.block, text.slice(segment.start, segment.end)]),
    ).toEqual([
      ['heading', 'Overview'],
      ['paragraph', 'Here is a summary:'],
      ['list_item', 'Paris is the capital of France'],
      ['list_item', 'Berlin has 3.6 million people.'],
      ['list_item', 'It is in Germany.'],
      ['list_item', 'Rome is old'],
      ['table_header', 'City | Population'],
      ['table_row', 'Paris | 2.1 million'],
      ['code', '```js\nconst a = 1. b;\n```'],
      ['paragraph', '**Bold** facts follow.'],
    ]);
  });

  it('joins lines wrapped mid-sentence and splits lines that end a thought', () => {
    expect(sentences('The city was founded\nin 1998 by settlers.\nKey facts\nIt has 500 people')).toEqual([
      'The city was founded\nin 1998 by settlers.',
      'Key facts',
      'It has 500 people',
    ]);
    expect(sentences('Dr.\nSmith arrived.\r\nHe stayed.')).toEqual(['Dr.\nSmith arrived.', 'He stayed.']);
  });

  it('leaves out pieces without letters or digits, such as rules and lone citation markers', () => {
    expect(sentences('Paris is big.\n\n***\n\n[1]\n\n—')).toEqual(['Paris is big.']);
  });

  it('returns nothing for empty or blank text', () => {
    expect(segmentSentences({ text: '' })).toEqual([]);
    expect(segmentSentences({ text: ' \n\t ' })).toEqual([]);
  });

  describe('on LFQA answers split by annotators (Chen et al., 2023)', () => {
    it.each(lfqa.answers.map((answer) => [answer.id, answer] as const))('%s', (_id, answer) => {
      const found = new Set(sentences(answer.answer));
      const corrections = answer.corrections as Record<string, string[]>;
      for (const sentence of answer.sentences) {
        for (const expected of corrections[sentence] ?? [sentence]) expect(found).toContain(expected);
      }
    });
  });
});

describe('segmentSentences text', () => {
  it('gives each sentence with its exact span (moved from the corrective loop’s splitSentences)', () => {
    const text = 'Refunds take 5 days. Is that fast? Yes!\nNew line here';
    const segments = segmentSentences({ text });
    expect(segments.map((segment) => segment.text)).toEqual([
      'Refunds take 5 days.',
      'Is that fast?',
      'Yes!',
      'New line here',
    ]);
    for (const segment of segments) expect(text.slice(segment.start, segment.end)).toBe(segment.text);
  });

  it('does not split after abbreviations, decimals or times; blank text has no sentences', () => {
    expect(sentences('Dr. Smith paid $6.95 at 8 a.m. Eastern time. Done.')).toEqual([
      'Dr. Smith paid $6.95 at 8 a.m. Eastern time.',
      'Done.',
    ]);
    expect(segmentSentences({ text: '   ' })).toEqual([]);
  });
});
