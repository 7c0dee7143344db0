/**
 * The LLM judge in the answer's language (issue 22): for each language the local judge reads
 * besides English, a scripted model extracts the claims as written (never translated), judges
 * them with quotes from chunks in that language, and `verify()` checks the quotes in the chunks as
 * for English. The cascade sends a claim the local judge cannot read (another language than its
 * chunks, another script) to the LLM instead.
 */
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { verify } from '../../verify.js';
import { cascadeJudge } from '../cascade/cascade-judge.js';
import { createLocalJudge } from '../local/create-local-judge.js';
import { oracleResponder } from './__fixtures__/oracle-responder.js';
import { scriptedModel } from './__fixtures__/scripted-model.js';
import { llmJudge } from './llm-judge.js';

const CASES = [
  {
    code: 'de',
    chunk:
      'Reduzierte Artikel können innerhalb von 30 Tagen zurückgegeben werden. Der Versand ist kostenlos.',
    supported: 'Reduzierte Artikel können innerhalb von 30 Tagen zurückgegeben werden.',
    contradicted: 'Der Versand ist kostenpflichtig.',
    quote: 'Der Versand ist kostenlos.',
  },
  {
    code: 'es',
    chunk: 'Los artículos rebajados se pueden devolver en un plazo de 30 días. El envío es gratuito.',
    supported: 'Los artículos rebajados se pueden devolver en un plazo de 30 días.',
    contradicted: 'El envío es de pago.',
    quote: 'El envío es gratuito.',
  },
  {
    code: 'fr',
    chunk: "Les articles soldés peuvent être retournés dans un délai de 30 jours. L'expédition est gratuite.",
    supported: 'Les articles soldés peuvent être retournés dans un délai de 30 jours.',
    contradicted: "L'expédition est payante.",
    quote: "L'expédition est gratuite.",
  },
  {
    code: 'it',
    chunk: 'Gli articoli scontati possono essere restituiti entro 30 giorni. La spedizione è gratuita.',
    supported: 'Gli articoli scontati possono essere restituiti entro 30 giorni.',
    contradicted: 'La spedizione è a pagamento.',
    quote: 'La spedizione è gratuita.',
  },
  {
    code: 'pt',
    chunk: 'Os artigos em promoção podem ser devolvidos no prazo de 30 dias. O envio é gratuito.',
    supported: 'Os artigos em promoção podem ser devolvidos no prazo de 30 dias.',
    contradicted: 'O envio é pago.',
    quote: 'O envio é gratuito.',
  },
] as const;

describe('the LLM judge in the answer’s language', () => {
  for (const item of CASES) {
    it(`${item.code}: claims as written, verdicts with quotes verified in the chunk`, async () => {
      const model = scriptedModel(
        oracleResponder({
          [item.supported]: { verdict: 'supported', chunkId: 'c1', quote: item.supported },
          [item.contradicted]: { verdict: 'contradicted', chunkId: 'c1', quote: item.quote },
        }),
      );
      const response = `${item.supported} ${item.contradicted}`;
      const report = await verify({
        response,
        chunks: [{ id: 'c1', text: item.chunk }],
        judge: llmJudge({ model }),
        logger: silentLogger,
      });
      expect(model.requests[0]!.system).toContain('never translated');
      expect(model.requests[0]!.items.find((fenced) => fenced.kind === 'response')?.text).toBe(response);
      expect(report.language).toBe(item.code);
      expect(report.claims.map((claim) => [claim.claim, claim.verdict])).toEqual([
        [item.supported, 'supported'],
        [item.contradicted, 'contradicted'],
      ]);
      expect(report.claims.every((claim) => claim.downgrade === undefined)).toBe(true);
      expect(report.claims[1]!.evidence[0]!.quote).toBe(item.quote);
      expect(report.status).toBe('ok');
    });
  }

  it('the cascade sends claims the local judge cannot read to the LLM: another language than the chunks, another script', async () => {
    const german = 'Reduzierte Artikel können innerhalb von 30 Tagen zurückgegeben werden.';
    const russian = 'Товары со скидкой можно вернуть в течение тридцати дней.';
    const model = scriptedModel(
      oracleResponder({
        [german]: {
          verdict: 'supported',
          chunkId: 'c1',
          quote: 'Reduced items can be returned within 30 days.',
        },
        [russian]: {
          verdict: 'supported',
          chunkId: 'c1',
          quote: 'Reduced items can be returned within 30 days.',
        },
      }),
    );
    const judge = cascadeJudge({ local: createLocalJudge(), llm: llmJudge({ model, mode: 'two-step' }) });
    const report = await verify({
      response: `${german} ${russian}`,
      chunks: [{ id: 'c1', text: 'Reduced items can be returned within 30 days. Refunds go to the card.' }],
      judge,
      logger: silentLogger,
    });
    expect(report.claims.map((claim) => [claim.verdict, claim.language])).toEqual([
      ['supported', 'de'],
      ['supported', 'ru'],
    ]);
    expect(report.status).toBe('ok');
    expect(report.metadata?.cascade).toMatchObject({ decidedByLlm: 2 });
    const asked = model.requests.flatMap((request) =>
      request.items.filter((fenced) => fenced.kind === 'claim').map((fenced) => fenced.text),
    );
    expect(asked).toEqual([german, russian]);
  });
});
