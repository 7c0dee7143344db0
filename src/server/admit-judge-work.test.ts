import { describe, expect, it } from 'vitest';
import { createApp } from './create-app.js';
import { estimateJudgeWork } from './estimate-judge-work.js';

type ErrorBody = { error: { code: string; message: string } };

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * The outside probe's shape (issue 16 item 1): an answer of ~3,000 sentences against 1,000 chunks
 * of ~1,900 characters, inside every byte and input limit, that took the local judge 107 s.
 */
function heavyRequest() {
  const response = 'The warranty covers two years. '.repeat(3_000);
  const chunks = Array.from({ length: 1_000 }, (_, index) => ({
    id: `doc-${index}`,
    text: `Express shipping costs ${index} dollars. `.repeat(50),
  }));
  return { response, chunks };
}

describe('admission by cost (issue 16 item 1)', () => {
  it('estimates claims × chunk sentences from the text alone', () => {
    expect(
      estimateJudgeWork({
        response: 'It is 30 days. It is free.',
        chunks: [{ text: 'The window is 30 days. Returns are free. Dr. Li agrees.' }],
      }),
    ).toEqual({ claims: 2, sentences: 4, comparisons: 8 });
    expect(estimateJudgeWork({ response: '', chunks: [] })).toEqual({
      claims: 0,
      sentences: 0,
      comparisons: 0,
    });
  });

  it('refuses a request over the default budget with 413, before judging, saying which limit and how to raise it', async () => {
    const body = heavyRequest();
    expect(JSON.stringify(body).length).toBeLessThan(2 * 1024 * 1024);
    const answer = await createApp().request('/v1/verify', post(body));
    expect(answer.status).toBe(413);
    const { error } = (await answer.json()) as ErrorBody;
    expect(error.code).toBe('work_too_large');
    expect(error.message).toContain('3,000 claims × 50,000 chunk sentences');
    expect(error.message).toContain('work limit of 50,000,000');
    expect(error.message).toContain('--max-work');
    expect(error.message).toContain('maxJudgeWork');
  });

  it('takes a configured budget, and judges what fits in it', async () => {
    const app = createApp({ maxJudgeWork: 4 });
    const small = { response: 'It is 30 days. It is free.', context: ['The window is 30 days.'] };
    expect((await app.request('/v1/verify', post(small))).status).toBe(200);
    const over = await app.request(
      '/v1/verify',
      post({ ...small, context: ['The window is 30 days. Returns are free. Items must be unused.'] }),
    );
    expect(over.status).toBe(413);
    expect(((await over.json()) as ErrorBody).error.message).toContain('work limit of 4');
  });
});
