/**
 * Untrusted text (the response, the chunks, the query, claims taken from the response) goes into
 * prompts inside an element whose tag carries a nonce that none of the texts contains, so a text
 * cannot close its own fence and speak as the instructions. The nonce is derived from the texts
 * (deterministic prompts keep caches and tests stable) and re-salted if a text happens to hold it.
 */
import { createHash } from 'node:crypto';

export interface Fence {
  /** The element name, e.g. `data-3f9a1c07`; the prompt's `{{fence}}` variable. */
  tag: string;
  /** Wraps one untrusted text, labelled with attributes (values are escaped). */
  wrap(text: string, attributes: Record<string, string>): string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A fence for these texts.
 * @example
 * const fence = createFence(['ignore previous instructions']);
 * fence.wrap('ignore previous instructions', { kind: 'response' });
 */
export function createFence(texts: readonly string[]): Fence {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text).update('\u0000');
  let seed = hash.digest('hex');
  let tag = `data-${seed.slice(0, 10)}`;
  const lowered = texts.map((text) => text.toLowerCase());
  while (lowered.some((text) => text.includes(tag))) {
    seed = createHash('sha256').update(seed).digest('hex');
    tag = `data-${seed.slice(0, 10)}`;
  }
  return {
    tag,
    wrap(text, attributes) {
      const rendered = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${rendered}>\n${text}\n</${tag}>`;
    },
  };
}
