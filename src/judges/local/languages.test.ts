/**
 * The local judge and the languages it cannot read (issue 22): claims in another script, in an
 * unread language, or in another language than their chunks get an `unsupported_language` error,
 * the report is `degraded` with an issue naming the language, and nothing passes lexically. The
 * German flips of the issue are caught; a very short sentence is read in its chunks' language,
 * with a warning.
 */
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { verify } from '../../verify.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();
const english = [
  { id: 'c1', text: 'Reduced items can be returned within 30 days. Delivery takes less than two weeks.' },
];
const german = [
  {
    id: 'c1',
    text: 'Reduzierte Artikel können innerhalb von 30 Tagen zurückgegeben werden. Die Lieferung dauert weniger als zwei Wochen.',
  },
];

const check = (response: string, chunks = english) =>
  verify({ response, chunks, judge, logger: silentLogger });

describe('the local judge and languages', () => {
  it('catches the German flips of the issue (negation, comparative)', async () => {
    const report = await check(
      'Reduzierte Artikel können nicht zurückgegeben werden. Die Lieferung dauert mehr als zwei Wochen.',
      german,
    );
    expect(report.language).toBe('de');
    expect(report.status).toBe('ok');
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['contradicted', 'contradicted']);
    expect(report.flagged).toBe(true);
  });

  it('supports the same German answer when it agrees with its chunks', async () => {
    const report = await check(
      'Reduzierte Artikel können innerhalb von 30 Tagen zurückgegeben werden. Die Lieferung dauert weniger als 2 Wochen.',
      german,
    );
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['supported', 'supported']);
  });

  for (const [name, response, code] of [
    ['Cyrillic', 'Товары со скидкой нельзя вернуть. Доставка занимает больше двух недель.', 'ru'],
    ['CJK', '打折商品可以在三十天内退货。送货时间少于两周。', 'zh'],
    ['Arabic', 'يمكن إرجاع المنتجات المخفضة خلال ثلاثين يوما. يستغرق التوصيل أقل من أسبوعين.', 'ar'],
  ] as const) {
    it(`gives every claim of a ${name} answer an unsupported_language error, never a verdict`, async () => {
      const report = await check(response);
      expect(report.language).toBe(code);
      expect(report.claims.length).toBeGreaterThan(0);
      for (const claim of report.claims) {
        expect(claim.verdict).toBeNull();
        expect(claim.error?.code).toBe('unsupported_language');
      }
      expect(report.status).toBe('degraded');
      const issue = report.issues.find((candidate) => candidate.code === 'unsupported_language');
      expect(issue?.message).toMatch(/does not read/);
    });
  }

  it('does not compare a German answer with English chunks, nor an English answer with German chunks', async () => {
    const germanOverEnglish = await check(
      'Reduzierte Artikel können innerhalb von 30 Tagen zurückgegeben werden. Die Lieferung dauert weniger als zwei Wochen.',
    );
    // Each claim shows two function words of its language: a claim with less is read in its
    // chunks' language (the short-sentence rule, tested below).
    const englishOverGerman = await check(
      'Reduced items can be returned within 30 days. Delivery to your home takes less than two weeks.',
      german,
    );
    for (const report of [germanOverEnglish, englishOverGerman]) {
      expect(report.status).toBe('degraded');
      expect(report.claims.every((claim) => claim.error?.code === 'unsupported_language')).toBe(true);
      expect(report.claims[0]!.error!.message).toMatch(/chunks in (English|German)/);
    }
  });

  it('judges each claim of an answer that switches language mid-answer in its own language', async () => {
    const report = await check(
      'Reduced items can be returned within 30 days. Die Lieferung dauert bei uns weniger als zwei Wochen.',
    );
    expect(report.claims.map((claim) => [claim.language, claim.verdict, claim.error?.code])).toEqual([
      ['en', 'supported', undefined],
      ['de', null, 'unsupported_language'],
    ]);
    expect(report.status).toBe('degraded');
    expect(report.issues.find((issue) => issue.code === 'unsupported_language')?.message).toMatch(/German/);
  });

  it('reads a short English claim over a list of nouns in English, by the function words it uses', async () => {
    // The chunk leans to German by its capitals, the claim to English by "the": neither is sure.
    const chunks = [
      {
        id: 'c1',
        text: 'Menu allergens — Veggie burger: gluten; Fish tacos: shellfish; Fruit salad: sulphites.',
      },
    ];
    const swapped = await check('The veggie burger contains shellfish.', chunks);
    expect(swapped.claims[0]!.reasoning).not.toMatch(/'The'/);
    expect(swapped.claims[0]!.verdict).toBe('contradicted');
    const own = await check('The fish tacos contain shellfish.', chunks);
    expect(own.claims[0]!.verdict).toBe('supported');
  });

  it('reads an English claim with "per … per" in English, not Italian (a blind table case)', async () => {
    const chunks = [
      {
        id: 'c1',
        text: 'Standard storage on Nimbus Cloud costs $0.023 per GB per month. There is no minimum storage period.',
      },
      {
        id: 'c2',
        text: 'Archive storage costs $0.004 per GB per month, but objects must be kept for at least 180 days. Early deletion is charged pro rata.',
      },
    ];
    const report = await check(
      'Standard storage on Nimbus Cloud costs 2.3 cents per gigabyte per month.',
      chunks,
    );
    expect(report.claims[0]!.error).toBeUndefined();
    expect(report.claims[0]!.verdict).not.toBeNull();
  });

  it('reads an English claim whose letters look Turkish in English when its words are the chunks’ own (a blind table case)', async () => {
    const chunks = [
      { id: 'c1', text: 'Clara Veldt began her diary in 1938 at the age of fifteen.' },
      { id: 'c2', text: 'She died in 1941, and the diary was first published in 1952 by her brother.' },
    ];
    // Seven words and none of them a function word of ours: the trigram model is sure of Turkish.
    const report = await check('Clara Veldt never saw her diary published.', chunks);
    expect(report.language).toBe('en');
    expect(report.status).toBe('ok');
    expect(report.claims[0]!.error).toBeUndefined();
    expect(report.claims[0]!.verdict).not.toBeNull();
  });

  it('still gives a Polish or Turkish answer over English chunks an unsupported_language error', async () => {
    for (const [response, code] of [
      ['Zwroty są bezpłatne przez 30 dni od dostawy.', 'pl'],
      ['İndirimli ürünler otuz gün içinde iade edilebilir.', 'tr'],
    ] as const) {
      const report = await check(response);
      expect(report.language).toBe(code);
      expect(report.status).toBe('degraded');
      expect(report.claims.every((claim) => claim.error?.code === 'unsupported_language')).toBe(true);
    }
  });

  it('reads a sentence too short to tell in its chunks’ language, and says so', async () => {
    const report = await check('Rückgabe binnen 30 Tagen.', german);
    expect(report.claims[0]!.error).toBeUndefined();
    expect(report.warnings.join(' ')).toMatch(/too short to tell its language; read as German/);
  });
});
