import { describe, expect, it } from 'vitest';
import type { StoredCheck } from '../../store/check-store.js';
import { streamActions } from './stream-actions.js';

const response = 'Refunds take 5 days. Refunds over $500 are paid in cash.';
const check = (metadata?: Record<string, unknown>) =>
  ({ response, report: { metadata } }) as unknown as StoredCheck;

describe('streamActions', () => {
  it('lists what the stream held back or rewrote, with what the user got instead', () => {
    const section = String(
      streamActions(
        check({
          stream: {
            mode: 'hold',
            cut: false,
            sentences: [
              { start: 0, end: 20, verdict: 'supported', action: 'released' },
              { start: 21, end: 57, verdict: 'no_evidence', action: 'replaced', delivered: '[removed <b>]' },
            ],
          },
        }),
      ),
    );
    expect(section).toContain('mode hold');
    expect(section).toContain(
      '“Refunds over $500 are paid in cash.” — held back, replaced by “[removed &lt;b&gt;]”',
    );
    expect(section).not.toContain('Refunds take 5 days');
  });

  it('says nothing for a check that was not streamed, and says when a stream was cut', () => {
    expect(streamActions(check())).toBeNull();
    const cut = String(streamActions(check({ stream: { mode: 'annotate', cut: true, sentences: [] } })));
    expect(cut).toContain('the stream was cut');
  });
});
