/**
 * `faithcheck serve`: the HTTP API and the review page on Node. Keys come from
 * `FAITHCHECK_API_KEYS`; without them the server listens on loopback only and refuses anything
 * wider. Storage is PGlite in `.faithcheck/` by default, Postgres with `DATABASE_URL`.
 */

import type { Command } from 'commander';
import { configuredJudgeId } from '../../judges/create-configured-judge.js';
import { createSqlJudgeCache } from '../../judges/llm/sql-judge-cache.js';
import { localParamsPath } from '../../judges/registry.js';
import { consoleLogger } from '../../logger.js';
import type { EnqueueCheckInput } from '../../queue/check-queue.js';
import { type ApiKey, loadApiKeys } from '../../server/api-keys.js';
import { type HostLookup, resolveListenAddress } from '../../server/listen-policy.js';
import type { LocalJudgePool } from '../../server/local-judge-pool.js';
import type { RunningServer } from '../../server/start-server.js';
import type { JudgeV1 } from '../../spec/judge.js';
import type { CheckStore } from '../../store/check-store.js';
import { describeStoreTarget } from '../../store/create-store.js';
import { heldDataDirLock } from '../../store/data-dir-lock.js';
import type { SqlCheckStore } from '../../store/sql-check-store.js';
import { countOf } from '../../text/count-of.js';
import { createCliJudge, judgeConfig } from '../create-cli-judge.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { reportCliError } from '../report-cli-error.js';
import { enqueueThrough, type RequestDefaults } from '../serve-request-defaults.js';
import { terminalSafe } from '../terminal-safe.js';

export interface ServeCommandOptions {
  /** `--local-params FILE`: the local judge's parameters (also for the cascade's local stage). */
  localParams?: string;
  port?: string;
  host?: string;
  judge?: string;
  model?: string;
  baseUrl?: string;
  dataDir?: string;
  queueSchema?: string;
  timeout?: string;
  maxBody?: string;
  maxWork?: string;
  threads?: string;
  config?: string;
  allowedHosts?: string;
}

/** The part of the durable queue the server uses. */
export interface ServeQueue {
  enqueueCheck(input: EnqueueCheckInput): Promise<{ jobId: string; checkId: string }>;
  stop(): Promise<void>;
  /** Resolves when the queue can take jobs (`/readyz`); rejects when it cannot. */
  checkReady?(): Promise<void>;
}

export interface ServeDependencies {
  openStore: (options: { dataDir?: string; env: NodeJS.ProcessEnv }) => Promise<CheckStore>;
  /** The durable queue for `async: true`; default: pg-boss when DATABASE_URL is set, else none. */
  openQueue: (options: { env: NodeJS.ProcessEnv; schema: string }) => Promise<ServeQueue | undefined>;
  /** Resolves when the server should stop. Default: SIGINT or SIGTERM. */
  untilStopped: (server: RunningServer) => Promise<void>;
  /** Resolves `--host` (default: the system resolver). */
  lookup?: HostLookup;
}

const defaultDependencies: ServeDependencies = {
  // Loaded on demand, so that other commands do not load the database drivers.
  openStore: async ({ dataDir, env }) =>
    (await import('../../store/create-store.js')).createStore({ dataDir, env }),
  openQueue: async ({ env, schema }) => {
    if (!env.DATABASE_URL) return undefined;
    const { createCheckQueue } = await import('../../queue/check-queue.js');
    const queue = createCheckQueue({ env, schema });
    await queue.start();
    return Object.assign(queue, {
      // The queue's table answers and still exists (a dropped schema fails every enqueue).
      checkReady: async () => {
        if (!(await queue.boss.getQueue(queue.name)))
          throw new Error(`the queue "${queue.name}" does not exist`);
      },
    });
  },
  untilStopped: () =>
    new Promise((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        resolve();
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    }),
};

function parsePositive(
  name: string,
  value: string | undefined,
  { integer = false } = {},
): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || (integer && !Number.isInteger(number))) {
    throw new CliUsageError(`${name} must be a ${integer ? 'whole ' : ''}number ≥ 0, got "${value}"`);
  }
  return number;
}

/** The action, testable without a process. Resolves to the exit code when the server stopped. */
export async function runServe(
  io: CliIO,
  options: ServeCommandOptions,
  dependencies: Partial<ServeDependencies> = {},
): Promise<number> {
  const { openStore, openQueue, untilStopped, lookup } = { ...defaultDependencies, ...dependencies };
  let store: CheckStore | undefined;
  let queue: ServeQueue | undefined;
  let server: RunningServer | undefined;
  let judgePool: LocalJudgePool | undefined;
  try {
    const host = options.host ?? '127.0.0.1';
    const port = parsePositive('--port', options.port ?? '8787', { integer: true })!;
    if (port > 65535) throw new CliUsageError(`--port must be at most 65535, got ${port}`);
    const timeoutSeconds = parsePositive('--timeout', options.timeout);
    const maxBodyBytes = parsePositive('--max-body', options.maxBody, { integer: true });
    const maxJudgeWork = parsePositive('--max-work', options.maxWork, { integer: true });
    const threads = parsePositive('--threads', options.threads, { integer: true });
    if (threads === 0) throw new CliUsageError('--threads must be at least 1');
    const apiKeys = await loadApiKeys(io.env);
    // Before anything opens: an unresolvable name or a wide address without keys is a usage error.
    const address = await resolveListenAddress({ host, apiKeys, lookup });
    const configured = await loadCliConfig({ io, configPath: options.config, command: 'serve' });
    const defaults: RequestDefaults = { policy: configured.policy, threshold: configured.threshold };
    const target = describeStoreTarget({ dataDir: options.dataDir, env: io.env });
    store = await openStore({ dataDir: options.dataDir, env: io.env });
    // Model judges keep their verdicts in the same database, so a repeated check costs no call.
    const client = (store as Partial<SqlCheckStore>).client;
    // Hono and its Node adapter load only when a server starts, not with every command.
    const [{ createApp, DEFAULT_REQUEST_TIMEOUT_MS }, { startServer }, { createLocalJudgePool }] =
      await Promise.all([
        import('../../server/create-app.js'),
        import('../../server/start-server.js'),
        import('../../server/local-judge-pool.js'),
      ]);
    const requestTimeoutMs =
      timeoutSeconds === undefined ? DEFAULT_REQUEST_TIMEOUT_MS : timeoutSeconds * 1000;
    // The local judge is CPU work: it runs on worker threads so that no check can hold up the
    // server, and a deadline can stop it — also as a cascade's first stage, whose LLM stage (network
    // waits) stays in process. Model judges alone wait on the network and stay in process.
    const judgeSettings = judgeConfig(configured.config, options);
    const judgeId = await configuredJudgeId(judgeSettings, io.cwd);
    const localParams = localParamsPath({
      localParams: judgeSettings.values.localParams ?? undefined,
      env: io.env,
    });
    if (judgeId === 'local' || judgeId === 'cascade')
      judgePool = createLocalJudgePool({ threads, logger: consoleLogger, localParams });
    let localJudge: JudgeV1 | undefined;
    if (judgeId === 'cascade' && judgePool) {
      const [{ pooledLocalJudge }, { createLocalJudge }] = await Promise.all([
        import('../../server/pooled-local-judge.js'),
        import('../../judges/local/create-local-judge.js'),
      ]);
      localJudge = pooledLocalJudge({
        pool: judgePool,
        local: createLocalJudge({ params: localParams }),
        timeoutMs: requestTimeoutMs,
      });
    }
    const judge = await createCliJudge(io, configured.config, options, {
      cache: client ? createSqlJudgeCache({ client }) : undefined,
      localJudge,
    });
    const queueSchema = options.queueSchema ?? io.env.FAITHCHECK_QUEUE_SCHEMA ?? 'pgboss';
    if (io.env.DATABASE_URL)
      // pg-boss keeps its jobs in tables of its own: say where, since they land in the app's database.
      io.stderr(
        `faithcheck serve: the queue (pg-boss) keeps its jobs in schema "${queueSchema}" of this database (--queue-schema to change)\n`,
      );
    queue = await openQueue({ env: io.env, schema: queueSchema });
    const allowedHosts = options.allowedHosts
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (options.allowedHosts !== undefined && allowedHosts!.length === 0)
      throw new CliUsageError(
        '--allowed-hosts needs at least one host name, e.g. localhost,faithcheck.internal',
      );
    const corsOrigins = (io.env.FAITHCHECK_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    const app = createApp({
      judge,
      judgePool,
      maxJudgeWork,
      store,
      apiKeys,
      defaults,
      enqueue: queue ? enqueueThrough(queue, defaults) : undefined,
      corsOrigins,
      allowedHosts,
      readinessProbes: queue?.checkReady ? { queue: () => queue!.checkReady!() } : undefined,
      requestTimeoutMs,
      maxBodyBytes,
      logger: consoleLogger,
    });
    server = await startServer({ app, host: address, port, apiKeys });
    if (target.backend === 'pglite' && target.location !== 'memory')
      // Another command refused the folder names this server and its URL (read through it instead).
      await heldDataDirLock(target.location)?.describe({ command: 'faithcheck serve', url: server.url });
    io.stderr(
      `faithcheck serving on ${server.url} (judge ${judge.id}${judge.modelId ? ` ${judge.modelId}` : ''}` +
        `${judgePool ? ` on ${judgePool.threads} thread(s)` : ''}, ` +
        `store ${target.backend} ${target.location}, queue ${queue ? 'pg-boss' : 'none'}, ${apiKeys.length > 0 ? describeKeys(apiKeys) : 'no auth: loopback only'})\n` +
        `  review page: ${server.url}/review   API: ${server.url}/openapi.json   stop: Ctrl-C\n`,
    );
    await untilStopped(server);
    return EXIT.ok;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      io.stderr(`faithcheck serve: cannot listen (${code}): ${terminalSafe((error as Error).message)}\n`);
      return EXIT.usage;
    }
    return reportCliError(io, 'serve', error);
  } finally {
    await server?.close().catch(() => {});
    await judgePool?.close().catch(() => {});
    await queue?.stop().catch(() => {});
    await store?.close().catch(() => {});
  }
}

export function registerServeCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command('serve')
    .description('run the HTTP API and the review page')
    .option('--port <port>', 'port to listen on (0: any free port)', '8787')
    .option('--host <host>', 'address to listen on; beyond loopback needs FAITHCHECK_API_KEYS', '127.0.0.1')
    .option(
      '--local-params <file>',
      'local judge parameters from `faithcheck calibrate` (default: FAITHCHECK_LOCAL_PARAMS, else the shipped ones)',
    )
    .option(
      '--judge <name>',
      'local | llm | cascade | a judge from verification.judge_module (default: verification.judge, else local)',
    )
    .option('--model <provider:model>', 'model for the llm and cascade judges, e.g. openai:gpt-4o-mini')
    .option('--base-url <url>', 'base URL for openai-compatible servers')
    .option('--data-dir <dir>', 'PGlite data folder when DATABASE_URL is not set (default .faithcheck)')
    .option(
      '--queue-schema <name>',
      "schema for the queue's pg-boss tables with DATABASE_URL (default FAITHCHECK_QUEUE_SCHEMA, else pgboss)",
    )
    .option(
      '--allowed-hosts <names>',
      'comma-separated Host names the server answers (default: without keys localhost, 127.0.0.1, [::1]; with keys any)',
    )
    .option('--timeout <seconds>', 'per-request deadline (default 60)')
    .option('--max-body <bytes>', 'largest request body (default 2097152)')
    .option(
      '--max-work <comparisons>',
      'largest check admitted, in estimated claim × chunk-sentence comparisons (default 50000000)',
    )
    .option('--threads <n>', 'worker threads for the local judge (default: the cores less one, at least 1)')
    .option('--config <path>', 'config file (default: FAITHCHECK_CONFIG, else ./faithcheck.config.yaml)')
    .addHelpText(
      'after',
      `
Environment: FAITHCHECK_API_KEYS (comma-separated bearer keys, required beyond loopback; name:key
gives a key a name, which is the reviewer of the labels saved with it), FAITHCHECK_API_KEYS_FILE
(a file of name:key lines, read as well),
DATABASE_URL (Postgres, which also enables async checks through the durable queue; default
embedded PGlite), FAITHCHECK_CORS_ORIGINS (comma-separated; default CORS off).
Configuration (see \`faithcheck config\`): the judge, its model and your own judge module
(FAITHCHECK_JUDGE_MODULE) when no flag gives them, and the policy and threshold of requests that give
none, come from the environment, else the config file.

Examples:
  $ faithcheck serve                                   # http://127.0.0.1:8787/review
  $ FAITHCHECK_API_KEYS=$(openssl rand -hex 24) faithcheck serve --host 0.0.0.0
  $ FAITHCHECK_API_KEYS=alice:$(openssl rand -hex 24),bob:$(openssl rand -hex 24) faithcheck serve
  $ DATABASE_URL=postgres://localhost/app faithcheck serve --judge llm --model openai:gpt-4o-mini
  $ curl -s localhost:8787/v1/verify -H 'content-type: application/json' -d @examples/answer.json`,
    )
    .action(async (options: ServeCommandOptions) => {
      setExitCode(await runServe(io, options));
    });
}

/** "2 API keys (alice, bob)": the names say who may label; the keys themselves are never printed. */
function describeKeys(keys: readonly ApiKey[]): string {
  const names = keys.flatMap((entry) => (entry.name ? [entry.name] : []));
  const unnamed = keys.length - names.length;
  const parts = [...names, ...(unnamed > 0 ? [countOf(unnamed, 'unnamed key')] : [])];
  return `${countOf(keys.length, 'API key')} (${parts.join(', ')})`;
}
