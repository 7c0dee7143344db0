/**
 * Secrets never leave the process: with an OpenAI key in the environment and a service key, a
 * refusing model endpoint, failing checks and wrong tokens leave no key in logs, console output,
 * CLI stdout/stderr, HTTP bodies, `/metrics`, reports or stored rows.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runFaithfulnessCheck } from '../../src/background/run-faithfulness-check.js';
import { memoryIO } from '../../src/cli/__fixtures__/memory-io.js';
import { runCli } from '../../src/cli/program.js';
import { llmJudge } from '../../src/judges/llm/llm-judge.js';
import { consoleLogger, type Logger } from '../../src/logger.js';
import { createApp } from '../../src/server/create-app.js';
import { openMigratedPglite } from '../../src/store/__fixtures__/test-backends.js';
import type { SqlCheckStore } from '../../src/store/sql-check-store.js';
import { verify } from '../../src/verify.js';
import { type FaultServer, startFaultServer } from './fixtures/fault-server.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const API_KEY = 'fc-reliability-key-7f3a9c2e51d84b06';
const OPENAI_KEY = 'sk-test-reliability-0123456789abcdefABCDEF';

let store: SqlCheckStore;
beforeAll(async () => {
  store = await openMigratedPglite();
});
afterAll(async () => {
  await store?.close();
});

describe('secrets never appear in logs, output, reports or rows', () => {
  let server: FaultServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    vi.restoreAllMocks();
  });

  /** A model endpoint that refuses the key; with `echo`, its message repeats the Authorization header. */
  async function refusingServer(status: number, echo: boolean) {
    server = await startFaultServer((_request, headers) => ({
      status,
      body: {
        error: {
          message: echo
            ? `Incorrect API key provided: ${String(headers.authorization)}`
            : 'Incorrect API key provided.',
          type: 'invalid_request_error',
        },
      },
    }));
    return server;
  }

  function captureEverything() {
    const seen: string[] = [];
    const record = (message: string, fields?: Record<string, unknown>) =>
      void seen.push(message, JSON.stringify(fields ?? {}));
    const logger: Logger = { debug: record, info: record, warn: record, error: record };
    const consoleLines: string[] = [];
    for (const method of ['error', 'warn', 'log'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void consoleLines.push(args.map(String).join(' ')),
      );
    }
    return { logger, seen, consoleLines };
  }

  const llmWith = (baseURL: string) =>
    llmJudge({
      model: 'openai:gpt-4o-mini',
      baseUrl: baseURL,
      env: { OPENAI_API_KEY: OPENAI_KEY },
      maxRetries: 0,
      cache: false,
    });

  it('library and background check: the key sent to a refusing model is in no log, report or row', async () => {
    const fake = await refusingServer(401, false);
    const { logger, seen, consoleLines } = captureEverything();
    const outcome = await runFaithfulnessCheck({
      messageId: 'secret-1',
      response: 'The window is thirty days.',
      chunks: [{ id: 'kb', text: 'The window is thirty days.' }],
      store,
      logger,
      verifyOptions: { judge: llmWith(fake.baseURL), logger },
    });
    await verify({
      response: 'The window is thirty days.',
      context: ['thirty days'],
      judge: llmWith(fake.baseURL),
      logger: consoleLogger,
    });
    expect(fake.requests.length).toBe(2);
    expect(outcome.report?.status).toBe('degraded');
    const row = await store.get(outcome.saved!.id);
    const everything = [...seen, ...consoleLines, JSON.stringify(outcome), JSON.stringify(row)].join('\n');
    expect(everything).toContain('Incorrect API key provided');
    expect(everything).not.toContain(OPENAI_KEY);
  });

  it('the console logger redacts a key that a provider echoes back in its error', async () => {
    const fake = await refusingServer(401, true);
    const { consoleLines } = captureEverything();
    await verify({
      response: 'The window is thirty days.',
      context: ['thirty days'],
      judge: llmWith(fake.baseURL),
      logger: consoleLogger,
    });
    expect(consoleLines.join('\n')).toContain('Incorrect API key provided: [redacted]');
    expect(consoleLines.join('\n')).not.toContain(OPENAI_KEY);
  });

  // Was bug 1: the echoed key reached report.error, report.issues, the stored row, a custom logger,
  // the CLI's stderr and the HTTP 502 body. JudgeCallError/JudgeResponseError now redact their
  // message, and describeError and the HTTP error mapping redact again.
  it('a key echoed by the provider is redacted from report.error, the stored row, CLI stderr and HTTP bodies', async () => {
    const fake = await refusingServer(401, true);
    const { logger, seen, consoleLines } = captureEverything();
    const outcome = await runFaithfulnessCheck({
      messageId: 'secret-echo',
      response: 'The window is thirty days.',
      chunks: [{ id: 'kb', text: 'The window is thirty days.' }],
      store,
      logger,
      verifyOptions: { judge: llmWith(fake.baseURL), logger },
    });
    expect(outcome.report?.status).toBe('degraded');
    const row = await store.get(outcome.saved!.id);
    expect(row).not.toBeNull();
    const library = [...seen, JSON.stringify(outcome), JSON.stringify(row)].join('\n');
    expect(library).toContain('Incorrect API key provided: [redacted]');
    expect(library).not.toContain(OPENAI_KEY);
    expect(library).not.toContain('sk-test');

    const io = memoryIO(
      { 'in.json': JSON.stringify({ response: 'The window is thirty days.', context: ['thirty days'] }) },
      '',
      { OPENAI_API_KEY: OPENAI_KEY },
    );
    const code = await runCli(
      ['verify', 'in.json', '--judge', 'llm', '--model', 'openai:gpt-4o-mini', '--base-url', fake.baseURL],
      io,
    );
    expect(code).toBe(3);
    expect(io.err.join('\n')).toContain('Incorrect API key provided: [redacted]');

    const service = createApp({ store, judge: llmWith(fake.baseURL), apiKeys: [API_KEY], logger });
    const response = await service.request('/v1/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
      body: JSON.stringify({ response: 'The window is thirty days.', context: ['thirty days'] }),
    });
    const body = await response.text();
    expect(response.status).toBe(502);
    expect(body).toContain('Incorrect API key provided: [redacted]');

    expect(fake.requests.length).toBe(3);
    const everything = [library, ...io.out, ...io.err, body, ...seen, ...consoleLines].join('\n');
    expect(everything).not.toContain(OPENAI_KEY);
  });

  it('CLI: faithcheck verify --judge llm with a rejected key prints no key on stdout or stderr', async () => {
    const fake = await refusingServer(401, false);
    const { consoleLines } = captureEverything();
    const io = memoryIO(
      { 'in.json': JSON.stringify({ response: 'The window is thirty days.', context: ['thirty days'] }) },
      '',
      { OPENAI_API_KEY: OPENAI_KEY },
    );
    const code = await runCli(
      ['verify', 'in.json', '--judge', 'llm', '--model', 'openai:gpt-4o-mini', '--base-url', fake.baseURL],
      io,
    );
    expect(code).toBe(3);
    expect(fake.requests).toHaveLength(1);
    const output = [...io.out, ...io.err, ...consoleLines].join('\n');
    expect(output).toContain('Incorrect API key');
    expect(output).not.toContain(OPENAI_KEY);
  });

  it('HTTP: a failing judge and wrong tokens leave no key in responses, logs or /metrics', async () => {
    const fake = await refusingServer(500, false);
    const { logger, seen, consoleLines } = captureEverything();
    const service = createApp({ store, judge: llmWith(fake.baseURL), apiKeys: [API_KEY], logger });
    const texts: string[] = [];
    for (const authorization of [`Bearer ${API_KEY}`, `Bearer ${API_KEY}-wrong`, `Bearer ${OPENAI_KEY}`]) {
      const response = await service.request('/v1/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ response: 'The window is thirty days.', context: ['thirty days'] }),
      });
      texts.push(String(response.status), await response.text());
    }
    const metrics = await service.request('/metrics', { headers: { authorization: `Bearer ${API_KEY}` } });
    texts.push(await metrics.text());
    expect(texts[0]).toBe('502');
    expect(texts[2]).toBe('401');
    const everything = [...texts, ...seen, ...consoleLines].join('\n');
    expect(everything).not.toContain(OPENAI_KEY);
    expect(everything).not.toContain(API_KEY);
  });
});
