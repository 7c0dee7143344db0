import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import {
  loadPromptTemplate,
  PROMPT_VARIABLES,
  PROMPT_VERSION,
  type PromptName,
  parsePromptTemplate,
  renderPrompt,
} from './prompt-template.js';

describe('prompt templates', () => {
  it('every prompt of the current version is embedded, fenced and uses exactly its variables', () => {
    for (const name of Object.keys(PROMPT_VARIABLES) as PromptName[]) {
      const template = loadPromptTemplate(name, PROMPT_VERSION);
      expect(template.system.length).toBeGreaterThan(50);
      expect(template.user).toContain('{{');
      expect(template.system).toContain('{{fence}}');
    }
  });

  it("the judge's v1 prompts stay loadable (a stored report names them)", () => {
    for (const name of ['single-call', 'extract-claims', 'verify-claims', 'verify-claim'] as const) {
      expect(loadPromptTemplate(name, 'v1').version).toBe('v1');
    }
  });

  it('rejects a template with an unknown or an unused variable, or without sections', () => {
    const text = (user: string) =>
      `<!-- section: system -->\nYou judge {{fence}}.\n<!-- section: user -->\n${user}`;
    expect(() =>
      parsePromptTemplate('extract-claims', 'v9', text('{{query}} {{response}} {{respones}}')),
    ).toThrow(/unknown \["respones"\]/);
    expect(() => parsePromptTemplate('extract-claims', 'v9', text('{{query}}'))).toThrow(
      /unused \["response"\]/,
    );
    expect(() => parsePromptTemplate('extract-claims', 'v9', 'no sections')).toThrow(ConfigurationError);
  });

  it('a missing version is a ConfigurationError naming it', () => {
    expect(() => loadPromptTemplate('verify-claim', 'v999')).toThrow(
      /v999\/verify-claim does not exist \(known: v1\/extract-claims/,
    );
  });

  it('renders in one pass: a value cannot bring in another variable', () => {
    const template = parsePromptTemplate(
      'extract-claims',
      'v9',
      '<!-- section: system -->\nfence {{fence}}\n<!-- section: user -->\nQ {{query}} R {{response}}',
    );
    const rendered = renderPrompt(template, { fence: 'data-1', query: '{{response}}', response: 'text' });
    expect(rendered).toEqual({
      system: 'fence data-1',
      prompt: 'Q {{response}} R text',
      promptId: 'v9/extract-claims',
    });
    expect(() => renderPrompt(template, { fence: 'x', query: 'q' } as never)).toThrow(/needs "response"/);
  });
});
