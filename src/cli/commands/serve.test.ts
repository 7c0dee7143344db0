import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { registerBuiltinJudges } from '../../judges/builtin-judges.js';
import { registerJudge } from '../../judges/registry.js';
import { missingPgBossError } from '../../queue/load-check-queue.js';
import { createMemoryCheckStore } from '../../server/__fixtures__/memory-check-store.js';
import { wordJudge } from '../../server/__fixtures__/word-judge.mjs';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from '../../store/__fixtures__/test-backends.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { runServe } from './serve.js';

registerJudge({
  id: 'test-word',
  description: 'word overlap (tests)',
  needsModel: false,
  create: () => wordJudge(),
});

describe('faithcheck serve', () => {
  it('serves the API and the review page on loopback until stopped, then closes the store', async () => {
    const store = createMemoryCheckStore();
    const io = memoryIO();
    const seen: number[] = [];
    const code = await runServe(
      io,
      { port: '0', judge: 'test-word' },
      {
        openStore: async () => store,
        openQueue: async () => undefined,
        untilStopped: async (server) => {
          seen.push((await fetch(`${server.url}/healthz`)).status);
          const created = await fetch(`${server.url}/v1/checks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              response: 'The refund window is thirty days.',
              context: ['Refund window: thirty days.'],
            }),
          });
          seen.push(created.status);
          seen.push((await fetch(`${server.url}/review`)).status);
        },
      },
    );
    expect(code).toBe(0);
    expect(seen).toEqual([200, 201, 200]);
    expect(store.rows).toHaveLength(1);
    expect(store.closed).toBe(true);
    expect(io.err.join('')).toMatch(
      /faithcheck serving on http:\/\/127\.0\.0\.1:\d+ .*no auth: loopback only/,
    );
  });

  it("opens the queue in --queue-schema (else FAITHCHECK_QUEUE_SCHEMA, else pgboss) and says where pg-boss's tables go", async () => {
    for (const [options, env, expected] of [
      [{}, {}, 'pgboss'],
      [{}, { FAITHCHECK_QUEUE_SCHEMA: 'jobs' }, 'jobs'],
      [{ queueSchema: 'faithcheck_queue' }, { FAITHCHECK_QUEUE_SCHEMA: 'jobs' }, 'faithcheck_queue'],
    ] as const) {
      const schemas: string[] = [];
      const io = memoryIO({}, '', { DATABASE_URL: 'postgres://127.0.0.1:5432/app', ...env });
      await runServe(
        io,
        { port: '0', judge: 'test-word', ...options },
        {
          openStore: async () => createMemoryCheckStore(),
          openQueue: async ({ schema }) => {
            schemas.push(schema);
            return undefined;
          },
          untilStopped: async () => {},
        },
      );
      expect(schemas).toEqual([expected]);
      expect(io.err.join('')).toContain(`keeps its jobs in schema "${expected}" of this database`);
    }
  });

  it('serves without the queue, saying so, when pg-boss (an optional peer) is not installed', async () => {
    const io = memoryIO({}, '', { DATABASE_URL: 'postgres://127.0.0.1:5432/app' });
    const notInstalled = Object.assign(new Error("Cannot find package 'pg-boss' imported from …"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    const code = await runServe(
      io,
      { port: '0', judge: 'test-word' },
      {
        openStore: async () => createMemoryCheckStore(),
        openQueue: async () => {
          throw missingPgBossError(notInstalled);
        },
        untilStopped: async () => {},
      },
    );
    expect(code).toBe(0);
    expect(io.err.join('')).toContain('needs the pg-boss package');
    expect(io.err.join('')).toContain('serving without the queue');
    expect(io.err.join('')).not.toContain('keeps its jobs in schema');
  });

  it('--no-queue opens no queue: async checks answer 501 saying so (issue 20 item 11)', async () => {
    let opened = 0;
    const io = memoryIO({}, '', { DATABASE_URL: 'postgres://127.0.0.1:5432/app' });
    const answers: Array<[number, unknown]> = [];
    const code = await runServe(
      io,
      { port: '0', judge: 'test-word', queue: false },
      {
        openStore: async () => createMemoryCheckStore(),
        openQueue: async () => {
          opened += 1;
          return undefined;
        },
        untilStopped: async (server) => {
          const response = await fetch(`${server.url}/v1/checks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ response: 'It is so.', context: ['It is so.'], async: true }),
          });
          answers.push([response.status, await response.json()]);
        },
      },
    );
    expect(code).toBe(0);
    expect(opened).toBe(0);
    expect(answers[0]?.[0]).toBe(501);
    expect(JSON.stringify(answers[0]?.[1])).toContain('unless --no-queue');
    expect(io.err.join('')).toContain('--no-queue: no job queue and no pg-boss schema');
    expect(io.err.join('')).not.toContain('keeps its jobs in schema');
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'on PostgreSQL, --no-queue creates no pg-boss schema; without it the schema is created',
    { timeout: 120_000 },
    async () => {
      const { Client } = await import('pg');
      const schemaExists = async (schema: string) => {
        const client = new Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        try {
          const { rows } = await client.query(
            'select 1 from information_schema.schemata where schema_name = $1',
            [schema],
          );
          return rows.length > 0;
        } finally {
          await client.end();
        }
      };
      const serve = (schema: string, queue: boolean) =>
        runServe(
          memoryIO({}, '', { DATABASE_URL: TEST_DATABASE_URL }),
          { port: '0', judge: 'test-word', queueSchema: schema, queue },
          { openStore: async () => createMemoryCheckStore(), untilStopped: async () => {} },
        );
      const without = randomSchemaName('fc_noqueue');
      const withQueue = randomSchemaName('fc_queue');
      try {
        expect(await serve(without, false)).toBe(0);
        expect(await schemaExists(without)).toBe(false);
        expect(await serve(withQueue, true)).toBe(0);
        expect(await schemaExists(withQueue)).toBe(true);
      } finally {
        await dropSchema(TEST_DATABASE_URL as string, without);
        await dropSchema(TEST_DATABASE_URL as string, withQueue);
      }
    },
  );

  it('sends async checks to the durable queue when one is configured, and stops it on exit', async () => {
    const jobs: unknown[] = [];
    let stopped = false;
    const io = memoryIO();
    const results: Array<[number, unknown]> = [];
    const code = await runServe(
      io,
      { port: '0', judge: 'test-word' },
      {
        openStore: async () => createMemoryCheckStore(),
        openQueue: async () => ({
          enqueueCheck: async (input) => {
            jobs.push(input);
            return { jobId: 'job-1', checkId: '3b241101-e2bb-4255-8caf-4136c566a962' };
          },
          stop: async () => {
            stopped = true;
          },
        }),
        untilStopped: async (server) => {
          const composite = { policy: 'composite', checks: { alignment: 0.45, citation: 1 } };
          for (const extra of [
            { policy: 'weighted' },
            { policy: { id: 'weighted', options: { strictMode: true } } },
            composite,
          ]) {
            const response = await fetch(`${server.url}/v1/checks`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ response: 'It is so.', context: ['It is so.'], ...extra, async: true }),
            });
            results.push([response.status, await response.json()]);
          }
        },
      },
    );
    expect(code).toBe(0);
    expect(results[0]).toEqual([
      202,
      { jobId: 'job-1', checkId: '3b241101-e2bb-4255-8caf-4136c566a962', status: 'queued' },
    ]);
    expect(jobs[0]).toMatchObject({
      response: 'It is so.',
      policy: 'weighted',
      chunks: [{ id: 'c1', text: 'It is so.' }],
    });
    // The whole request is enqueued: policy options and check scores too (issue 16 item 7).
    expect(results.map(([status]) => status)).toEqual([202, 202, 202]);
    expect(jobs[1]).toMatchObject({ policy: { id: 'weighted', options: { strictMode: true } } });
    expect(jobs[2]).toMatchObject({ policy: 'composite', checks: { alignment: 0.45, citation: 1 } });
    expect(stopped).toBe(true);
    expect(io.err.join('')).toContain('queue pg-boss');
  });

  it("answers /readyz from the store and the queue's own check; /healthz stays liveness", async () => {
    let queueReady = true;
    const seen: Array<[string, number, unknown]> = [];
    const code = await runServe(
      memoryIO(),
      { port: '0', judge: 'test-word' },
      {
        openStore: async () => createMemoryCheckStore(),
        openQueue: async () => ({
          enqueueCheck: async () => ({ jobId: 'job-1', checkId: 'c' }),
          stop: async () => {},
          checkReady: async () => {
            if (!queueReady) throw new Error('relation "pgboss.queue" does not exist');
          },
        }),
        untilStopped: async (server) => {
          for (const ready of [true, false]) {
            queueReady = ready;
            for (const path of ['/readyz', '/healthz']) {
              const response = await fetch(`${server.url}${path}`);
              seen.push([path, response.status, await response.json()]);
            }
          }
        },
      },
    );
    expect(code).toBe(0);
    expect(seen).toEqual([
      ['/readyz', 200, { ok: true, checks: { store: 'ok', queue: 'ok' } }],
      ['/healthz', 200, expect.objectContaining({ ok: true })],
      ['/readyz', 503, { ok: false, checks: { store: 'ok', queue: 'failed' } }],
      ['/healthz', 200, expect.objectContaining({ ok: true })],
    ]);
  });

  it('answers only loopback Host names without keys, or the --allowed-hosts list', async () => {
    const statuses: number[] = [];
    const statusFor = (url: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${url}/healthz`, { headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    for (const allowedHosts of [undefined, 'faithcheck.test']) {
      const code = await runServe(
        memoryIO(),
        { port: '0', judge: 'test-word', allowedHosts },
        {
          openStore: async () => createMemoryCheckStore(),
          untilStopped: async (server) => {
            for (const host of ['localhost:8787', 'faithcheck.test:8787', 'evil.example']) {
              statuses.push(await statusFor(server.url, host));
            }
          },
        },
      );
      expect(code).toBe(0);
    }
    expect(statuses).toEqual([200, 403, 403, 403, 200, 403]);
  });

  it('refuses to listen beyond loopback without FAITHCHECK_API_KEYS (exit 2, before opening the store)', async () => {
    const io = memoryIO();
    let opened = false;
    const code = await runServe(
      io,
      { host: '0.0.0.0', port: '0', judge: 'test-word' },
      {
        openStore: async () => {
          opened = true;
          return createMemoryCheckStore();
        },
      },
    );
    expect(code).toBe(2);
    expect(opened).toBe(false);
    expect(io.err.join('')).toMatch(
      /refusing to listen on 0\.0\.0\.0 without authentication: set FAITHCHECK_API_KEYS/,
    );
  });

  it('decides by the address --host resolves to, and exits 2 with the reason when it does not resolve (issue 16 items 13-14)', async () => {
    const lookup = async (host: string) => {
      if (host === 'evil.localhost') return [{ address: '0.0.0.0' }];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    };
    let opened = false;
    const openStore = async () => {
      opened = true;
      return createMemoryCheckStore();
    };
    const wide = memoryIO();
    expect(
      await runServe(wide, { host: 'evil.localhost', port: '0', judge: 'test-word' }, { openStore, lookup }),
    ).toBe(2);
    expect(wide.err.join('')).toMatch(
      /refusing to listen on evil\.localhost \(0\.0\.0\.0\) without authentication/,
    );
    const unknown = memoryIO();
    expect(
      await runServe(
        unknown,
        { host: 'no-such-host.invalid', port: '0', judge: 'test-word' },
        { openStore, lookup },
      ),
    ).toBe(2);
    expect(unknown.err.join('')).toBe(
      'faithcheck serve: --host "no-such-host.invalid" cannot be resolved (no such host); give an IP address or a known name\n',
    );
    expect(opened).toBe(false);
  });

  it('rejects short keys, bad ports and unknown judges with exit 2', async () => {
    const short = memoryIO({}, '', { FAITHCHECK_API_KEYS: 'abc' });
    expect(
      await runServe(
        short,
        { port: '0', judge: 'test-word' },
        { openStore: async () => createMemoryCheckStore() },
      ),
    ).toBe(2);
    expect(short.err.join('')).toMatch(/at least 16/);
    const port = memoryIO();
    expect(await runServe(port, { port: 'eighty' })).toBe(2);
    expect(port.err.join('')).toMatch(/--port must be/);
    const judge = memoryIO();
    expect(
      await runServe(
        judge,
        { port: '0', judge: 'nope' },
        { openStore: async () => createMemoryCheckStore() },
      ),
    ).toBe(2);
    expect(judge.err.join('')).toMatch(/unknown judge "nope"/);
  });

  it('prices checks with --max-work and runs the local judge on --threads (issue 16 item 1)', async () => {
    registerBuiltinJudges();
    const io = memoryIO();
    const statuses: number[] = [];
    let message = '';
    const code = await runServe(
      io,
      { port: '0', maxWork: '4', threads: '1' },
      {
        openStore: async () => createMemoryCheckStore(),
        openQueue: async () => undefined,
        untilStopped: async (server) => {
          const post = (context: string[]) =>
            fetch(`${server.url}/v1/verify`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ response: 'It is 30 days. It is free.', context }),
            });
          statuses.push((await post(['The window is 30 days.'])).status);
          const over = await post(['The window is 30 days. Returns are free. Items must be unused.']);
          statuses.push(over.status);
          message = ((await over.json()) as { error: { message: string } }).error.message;
        },
      },
    );
    expect(code).toBe(0);
    expect(statuses).toEqual([200, 413]);
    expect(message).toContain('work limit of 4');
    expect(io.err.join('')).toMatch(/judge local local-\S+ on 1 thread\(s\)/);
    const zero = memoryIO();
    expect(await runServe(zero, { port: '0', threads: '0' })).toBe(2);
    expect(zero.err.join('')).toMatch(/--threads must be at least 1/);
  });

  it('runs a cascade’s local stage on the judge pool (issue 16 item 1)', async () => {
    registerBuiltinJudges();
    const io = memoryIO();
    let status = 0;
    let judgeId = '';
    const code = await runServe(
      io,
      {
        port: '0',
        threads: '1',
        judge: 'cascade',
        model: 'openai-compatible:never-called',
        baseUrl: 'http://127.0.0.1:9/v1',
      },
      {
        openStore: async () => createMemoryCheckStore(),
        openQueue: async () => undefined,
        untilStopped: async (server) => {
          const answer = await fetch(`${server.url}/v1/verify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              response: 'The refund window is 30 days from delivery.',
              context: ['The refund window is 30 days from delivery.'],
            }),
          });
          status = answer.status;
          judgeId = ((await answer.json()) as { judge: { id: string } }).judge.id;
        },
      },
    );
    expect(code).toBe(0);
    expect(status).toBe(200);
    expect(judgeId).toBe('cascade');
    expect(io.err.join('')).toMatch(/judge cascade .*on 1 thread\(s\)/);
  });

  it('takes the judge, and the policy and threshold of requests that give none, from the configuration', async () => {
    const io = memoryIO(
      {
        '/srv/ragbot.yaml':
          'verification:\n  judge: test-word\n  confidence_threshold: 0.25\n  policy: weighted\n',
      },
      '',
      { FAITHCHECK_POLICY: 'confidence' },
    );
    const reports: Array<{ threshold: number; policy: string }> = [];
    const jobs: unknown[] = [];
    const code = await runServe(
      io,
      { port: '0', config: '/srv/ragbot.yaml' },
      {
        openStore: async () => createMemoryCheckStore(),
        openQueue: async () => ({
          enqueueCheck: async (input) => {
            jobs.push(input);
            return { jobId: 'job-1', checkId: '3b241101-e2bb-4255-8caf-4136c566a962' };
          },
          stop: async () => {},
        }),
        untilStopped: async (server) => {
          for (const extra of [{}, { threshold: 0.9, policy: 'ratio' }]) {
            const response = await fetch(`${server.url}/v1/verify`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ response: 'It is so.', context: ['It is so.'], ...extra }),
            });
            reports.push((await response.json()) as { threshold: number; policy: string });
          }
          await fetch(`${server.url}/v1/checks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ response: 'It is so.', context: ['It is so.'], async: true }),
          });
        },
      },
    );
    expect(code).toBe(0);
    expect(io.err.join('')).toContain('judge word');
    // The environment (FAITHCHECK_POLICY) wins over the file; the request wins over both.
    expect(reports[0]).toMatchObject({ threshold: 0.25, policy: 'confidence' });
    expect(reports[1]).toMatchObject({ threshold: 0.9, policy: 'ratio' });
    expect(jobs[0]).toMatchObject({ threshold: 0.25, policy: 'confidence' });
  });

  it('serves FAITHCHECK_POLICY=composite (the README example) with no checks in the request (issue 16 item 8)', async () => {
    const io = memoryIO({}, '', { FAITHCHECK_POLICY: 'composite' });
    const answers: Array<[number, { policy?: string; checks?: Record<string, unknown> }]> = [];
    const code = await runServe(
      io,
      { port: '0', judge: 'test-word' },
      {
        openStore: async () => createMemoryCheckStore(),
        openQueue: async () => undefined,
        untilStopped: async (server) => {
          for (const path of ['/v1/verify', '/v1/checks']) {
            const response = await fetch(`${server.url}${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ response: 'It is so [1].', context: ['It is so.'] }),
            });
            const body = (await response.json()) as { report?: object };
            answers.push([response.status, 'report' in body ? body.report! : body]);
          }
        },
      },
    );
    expect(code).toBe(0);
    expect(answers.map(([status]) => status)).toEqual([200, 201]);
    for (const [, report] of answers) {
      expect(report.policy).toBe('composite');
      expect(Object.keys(report.checks ?? {}).sort()).toEqual(['alignment', 'citations', 'usage']);
    }
  });

  it('refuses a composite policy that cannot score (weights summing to 0) at start-up, exit 2', async () => {
    const io = memoryIO({}, '', {
      FAITHCHECK_POLICY: 'composite',
      FAITHCHECK_WEIGHT_ALIGNMENT: '0',
      FAITHCHECK_WEIGHT_CITATION: '0',
      FAITHCHECK_WEIGHT_FACTS: '0',
    });
    let opened = false;
    const code = await runServe(
      io,
      { port: '0', judge: 'test-word' },
      {
        openStore: async () => {
          opened = true;
          return createMemoryCheckStore();
        },
      },
    );
    expect(code).toBe(2);
    expect(opened).toBe(false);
    expect(io.err.join('')).toMatch(/composite weights must be non-negative numbers with a positive sum/);
  });

  it('exits 2 on a bad configuration, before opening the store', async () => {
    const io = memoryIO({ '/faithcheck.config.yaml': 'verification:\n  policy: mean\n' });
    let opened = false;
    const code = await runServe(
      io,
      { port: '0' },
      {
        openStore: async () => {
          opened = true;
          return createMemoryCheckStore();
        },
      },
    );
    expect(code).toBe(2);
    expect(opened).toBe(false);
    expect(io.err.join('')).toMatch(/faithcheck serve: invalid value for verification\.policy/);
  });
});
