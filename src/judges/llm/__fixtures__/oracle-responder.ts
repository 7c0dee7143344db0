/**
 * A responder for `scriptedModel` that plays a well-behaved judge: it splits the response into
 * sentences as claims and answers each claim from a script (verdict, chunk id, quote), in the
 * shape of whichever prompt it was sent.
 */
import type { ScriptedRequest } from './scripted-model.js';

export interface OracleVerdict {
  verdict: string;
  chunkId?: string;
  quote?: string;
  correction?: string;
}

export function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]/g) ?? []).map((sentence) => sentence.trim());
}

export function oracleResponder(
  script: Record<string, OracleVerdict>,
  fallback: OracleVerdict = { verdict: 'no_evidence' },
) {
  const verdictFor = (claim: string) => {
    const scripted = script[claim] ?? fallback;
    return {
      verdict: scripted.verdict,
      evidence: scripted.quote ? [{ chunk_id: scripted.chunkId ?? 'c1', quote: scripted.quote }] : [],
      reasoning: `scripted ${scripted.verdict}`,
      confidence: 0.9,
      suggested_correction: scripted.correction ?? null,
    };
  };
  const verification = (claims: string[]) => ({
    overall_confidence: 0.8,
    is_grounded: claims.every((claim) => (script[claim] ?? fallback).verdict.toLowerCase() === 'supported'),
    suggested_corrections: claims.flatMap((claim) =>
      script[claim]?.correction ? [script[claim]!.correction!] : [],
    ),
  });
  return (request: ScriptedRequest): unknown => {
    const response = request.items.find((item) => item.kind === 'response')?.text ?? '';
    const claims = request.items.filter((item) => item.kind === 'claim');
    switch (request.output) {
      case 'claims':
        return { claims: sentences(response), skipped: [] };
      case 'verification': {
        const texts = sentences(response);
        return {
          claims: texts.map((claim) => ({ claim, ...verdictFor(claim) })),
          skipped: [],
          ...verification(texts),
        };
      }
      case 'claim_verdicts':
        return {
          verdicts: claims.map((claim) => ({ claim_id: claim.id ?? '', ...verdictFor(claim.text) })),
          ...verification(claims.map((claim) => claim.text)),
        };
      case 'claim_verdict':
        return verdictFor(claims[0]?.text ?? '');
      default:
        throw new Error(`unexpected output ${request.output}`);
    }
  };
}
