import { describe, expect, it } from 'vitest';
import { sentenceJudge } from '../correct/__fixtures__/sentence-judge.js';
import { createBm25Retriever } from '../correct/bm25-retriever.js';
import { ROLLOUT_STAGES } from '../correct/chat-settings.js';
import { chatWithVerification } from '../correct/chat-with-verification.js';
import { extractiveGenerator } from '../correct/extractive-generator.js';
import { ConfigurationError } from '../errors.js';
import { silentLogger } from '../logger.js';
import { chatOptionsFromConfig } from './chat-options-from-config.js';
import { ROLLOUT_STAGE_NAMES } from './config-keys.js';
import { loadConfig } from './load-config.js';
import { resolveConfig } from './resolve-config.js';

const correctiveRagConfig = `verification:
  enabled: true
  confidence_threshold: 0.8
  max_crag_attempts: 3
  show_claims: true
`;

const good = 'Online orders may be returned within 30 days.';
const invented = 'Refunds are issued within 14 business days.';
const chat = {
  prompt: 'How do returns and refunds work?',
  chunks: [{ id: 'returns#1', text: good }],
  response: `${good} ${invented}`,
  retriever: createBm25Retriever({
    documents: [
      { id: 'returns', text: `${good}\n\nSale items are final.` },
      { id: 'refunds', text: 'Refunds are issued within 5 business days.' },
    ],
  }),
  generator: extractiveGenerator(),
  judge: sentenceJudge(),
  env: {},
  logger: silentLogger,
};

const fileOf = (text: string) => async (path: string) => {
  if (path === '/etc/ragbot.yaml') return text;
  throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
};

describe('chatOptionsFromConfig', () => {
  it("maps the corrective-RAG specification's verification block onto chatWithVerification's options", async () => {
    const config = await loadConfig({
      configPath: '/etc/ragbot.yaml',
      env: {},
      readFile: fileOf(correctiveRagConfig),
    });
    expect(chatOptionsFromConfig(config)).toEqual({
      enable_verification: true,
      confidence_threshold: 0.8,
      max_crag_attempts: 3,
      show_claims: true,
    });
  });

  it('passes enable_crag and rollout only when a layer set them', () => {
    const defaults = chatOptionsFromConfig(resolveConfig());
    expect(defaults).not.toHaveProperty('enable_crag');
    expect(defaults).not.toHaveProperty('rollout');
    const set = chatOptionsFromConfig(
      resolveConfig({
        env: { FAITHCHECK_ROLLOUT: 'crag-default-on' },
        file: { path: '/f.yaml', data: { verification: { enable_crag: false, enabled: false } } },
      }),
    );
    expect(set).toMatchObject({ enable_crag: false, rollout: 'crag-default-on', enable_verification: false });
    const fromFile = resolveConfig({
      file: { path: '/f.yaml', data: { verification: { rollout: 'verification-only' } } },
    });
    expect(fromFile.sources['verification.rollout']).toMatchObject({
      layer: 'file',
      name: 'verification.rollout',
    });
    expect(chatOptionsFromConfig(fromFile).rollout).toBe('verification-only');
  });

  it('rejects an unknown rollout stage, naming the variable', () => {
    expect(() => resolveConfig({ env: { FAITHCHECK_ROLLOUT: 'crag-always' } })).toThrow(ConfigurationError);
    expect(() => resolveConfig({ env: { FAITHCHECK_ROLLOUT: 'crag-always' } })).toThrow(
      /verification\.rollout from environment variable FAITHCHECK_ROLLOUT .*crag-default-on/,
    );
  });

  it('knows the same rollout stages as the chat settings', () => {
    expect([...ROLLOUT_STAGE_NAMES].sort()).toEqual(Object.keys(ROLLOUT_STAGES).sort());
  });

  it('drives chatWithVerification: the configured rollout turns the loop on, the file shows the claims', async () => {
    const config = await loadConfig({
      configPath: '/etc/ragbot.yaml',
      env: { FAITHCHECK_ROLLOUT: 'crag-default-on' },
      readFile: fileOf(correctiveRagConfig),
    });
    const reply = await chatWithVerification({ ...chat, ...chatOptionsFromConfig(config) });
    expect(reply.metrics.cragTriggered).toBe(true);
    expect(reply.verification?.claims).toBeDefined();
    expect(reply.crag?.metrics.attemptsUsed).toBeGreaterThan(0);

    const off = resolveConfig({ file: { path: '/f.yaml', data: { verification: { enabled: false } } } });
    const silent = await chatWithVerification({ ...chat, ...chatOptionsFromConfig(off) });
    expect(silent.verification).toBeUndefined();

    // Per-request flags, spread after, win over the configuration.
    const optedOut = await chatWithVerification({
      ...chat,
      ...chatOptionsFromConfig(config),
      enable_crag: false,
    });
    expect(optedOut.metrics.cragTriggered).toBe(false);
  });
});
