import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { CONFIG_KEYS } from './config-keys.js';
import { loadConfig } from './load-config.js';
import { resolveConfig } from './resolve-config.js';
import { verifyOptionsFromConfig } from './verify-options-from-config.js';

const correctiveRagConfig = `# the corrective-RAG specification's ~/.config/ragbot/config.yaml
verification:
  enabled: true           # Enable/disable verification
  confidence_threshold: 0.8  # Below this triggers CRAG
  max_crag_attempts: 3    # Maximum correction attempts
  show_claims: false      # Include per-claim details in response
`;
const threeAspectConfig = `rag:
  top_k: 10
verification:
  enable: false
`;

function files(map: Record<string, string>) {
  return async (path: string) => {
    const text = map[path];
    if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return text;
  };
}

describe('resolveConfig', () => {
  it('gives the defaults, each marked as such', () => {
    const config = resolveConfig();
    expect(config.values).toEqual({
      enabled: true,
      checkResponses: false,
      threshold: 0.7,
      maxCragAttempts: 2,
      enableCrag: false,
      rollout: null,
      showClaims: false,
      judge: 'local',
      localParams: null,
      judgeModule: null,
      model: null,
      policy: 'ratio',
      checks: ['alignment', 'citations', 'facts'],
      weights: { alignment: 0.4, citation: 0.3, facts: 0.3 },
      timeoutMs: 60_000,
      driftMaxFlipRate: null,
    });
    for (const key of CONFIG_KEYS)
      expect(config.sources[key.key]).toEqual({ layer: 'default', name: 'default' });
    expect(config.file).toBeNull();
  });

  it("reads the corrective-RAG specification's verification block and the three-aspect specification's `enable`", () => {
    const one = resolveConfig({
      file: {
        path: '/etc/ragbot.yaml',
        data: {
          verification: { enabled: true, confidence_threshold: 0.8, max_crag_attempts: 3, show_claims: true },
        },
      },
    });
    expect(one.values).toMatchObject({ enabled: true, threshold: 0.8, maxCragAttempts: 3, showClaims: true });
    expect(one.sources['verification.threshold']).toEqual({
      layer: 'file',
      name: 'verification.confidence_threshold',
      file: '/etc/ragbot.yaml',
    });
    const two = resolveConfig({
      file: { path: '/app/config.yaml', data: { verification: { enable: false } } },
    });
    expect(two.values.enabled).toBe(false);
    expect(two.sources['verification.enabled']?.name).toBe('verification.enable');
  });

  it('reads the environment variables the specifications name, and FAITHCHECK_*', () => {
    const config = resolveConfig({
      env: {
        ENABLE_VERIFICATION: 'false',
        FAITHCHECK_THRESHOLD: '0.9',
        FAITHCHECK_CHECKS: 'alignment, citations',
        FAITHCHECK_WEIGHT_FACTS: '0.5',
        FAITHCHECK_POLICY: 'composite',
        FAITHCHECK_MODEL: 'openai:gpt-4o-mini',
        FAITHCHECK_ENABLE_CRAG: 'yes',
      },
    });
    expect(config.values).toMatchObject({
      enabled: false,
      threshold: 0.9,
      checks: ['alignment', 'citations'],
      weights: { alignment: 0.4, citation: 0.3, facts: 0.5 },
      policy: 'composite',
      model: 'openai:gpt-4o-mini',
      enableCrag: true,
    });
    expect(config.sources['verification.enabled']).toEqual({ layer: 'env', name: 'ENABLE_VERIFICATION' });
    expect(config.sources['verification.threshold']).toEqual({ layer: 'env', name: 'FAITHCHECK_THRESHOLD' });
    expect(config.warnings).toEqual([]);
  });

  it('gives every key one environment variable; the only alias left is deprecated and says so', () => {
    const names = CONFIG_KEYS.flatMap((key) => [key.env, ...(key.deprecatedEnv ?? [])]);
    expect(new Set(names).size).toBe(names.length);
    expect(CONFIG_KEYS.filter((key) => key.deprecatedEnv).map((key) => [key.env, key.deprecatedEnv])).toEqual(
      [['FAITHCHECK_THRESHOLD', ['FAITHFULNESS_THRESHOLD']]],
    );
    const old = resolveConfig({ env: { FAITHFULNESS_THRESHOLD: '0.3' } });
    expect(old.values.threshold).toBe(0.3);
    expect(old.sources['verification.threshold']).toEqual({
      layer: 'env',
      name: 'FAITHFULNESS_THRESHOLD',
      deprecatedAliasOf: 'FAITHCHECK_THRESHOLD',
    });
    expect(old.warnings).toEqual([
      'FAITHFULNESS_THRESHOLD is a deprecated alias of FAITHCHECK_THRESHOLD; set FAITHCHECK_THRESHOLD instead',
    ]);
    const both = resolveConfig({ env: { FAITHFULNESS_THRESHOLD: '0.3', FAITHCHECK_THRESHOLD: '0.2' } });
    expect(both.values.threshold).toBe(0.2);
    expect(both.sources['verification.threshold']).toEqual({ layer: 'env', name: 'FAITHCHECK_THRESHOLD' });
  });

  it('keeps the background-check gate apart from verification.enabled, on only with exactly "true"', () => {
    for (const [raw, on] of [
      ['true', true],
      ['TRUE', false],
      ['1', false],
      ['false', false],
    ] as const) {
      const config = resolveConfig({ env: { ENABLE_FAITHFULNESS_CHECK: raw } });
      expect(config.values.checkResponses).toBe(on);
      expect(config.values.enabled).toBe(true);
      expect(config.sources['verification.check_responses']).toEqual({
        layer: 'env',
        name: 'ENABLE_FAITHFULNESS_CHECK',
      });
    }
  });

  it('warns about a variable that is no longer read, naming the one to set', () => {
    const config = resolveConfig({ env: { FAITHCHECK_ENABLED: 'false' } });
    expect(config.values.enabled).toBe(true);
    expect(config.warnings).toEqual([
      'FAITHCHECK_ENABLED is no longer read; set ENABLE_VERIFICATION instead',
    ]);
  });

  it('applies precedence request > environment > file > defaults, key by key', () => {
    const config = resolveConfig({
      request: { enable_verification: true, weights: { alignment: 0.6 } },
      env: { ENABLE_VERIFICATION: 'false', FAITHCHECK_THRESHOLD: '0.75' },
      file: {
        path: '/f.yaml',
        data: { verification: { enabled: false, confidence_threshold: 0.8, max_crag_attempts: 4 } },
      },
    });
    expect(config.values).toMatchObject({
      enabled: true,
      threshold: 0.75,
      maxCragAttempts: 4,
      showClaims: false,
    });
    expect(config.values.weights.alignment).toBe(0.6);
    expect(config.sources['verification.enabled']).toEqual({ layer: 'request', name: 'enable_verification' });
    expect(config.sources['verification.threshold']).toEqual({
      layer: 'env',
      name: 'FAITHCHECK_THRESHOLD',
    });
    expect(config.sources['verification.max_crag_attempts']?.layer).toBe('file');
    expect(config.sources['verification.show_claims']?.layer).toBe('default');
    expect(config.sources['verification.weights.alignment']).toEqual({
      layer: 'request',
      name: 'weights.alignment',
    });
  });

  it.each([
    [
      { env: { FAITHCHECK_THRESHOLD: 'high' } },
      /verification\.threshold from environment variable FAITHCHECK_THRESHOLD \(the environment\): got "high"; allowed: a number between 0 and 1/,
    ],
    [
      { env: { FAITHFULNESS_THRESHOLD: 'high' } },
      /verification\.threshold from environment variable FAITHFULNESS_THRESHOLD \(deprecated alias of FAITHCHECK_THRESHOLD\) \(the environment\): got "high"/,
    ],
    [
      { env: { ENABLE_VERIFICATION: 'maybe' } },
      /verification\.enabled from environment variable ENABLE_VERIFICATION .*allowed: true or false/,
    ],
    [
      { file: { path: '/c.yaml', data: { verification: { confidence_threshold: 1.5 } } } },
      /verification\.threshold from verification\.confidence_threshold in the config file \/c\.yaml \(the config file\): got 1\.5; allowed: a number between 0 and 1/,
    ],
    [
      { file: { path: '/c.yaml', data: { verification: { max_crag_attempts: 2.5 } } } },
      /max_crag_attempts .*allowed: a whole number from 0 to 10/,
    ],
    [
      { request: { policy: 'mean' } },
      /verification\.policy from request option policy \(the request options\): got "mean"; allowed: ratio, weighted, confidence, composite/,
    ],
    [
      { env: { FAITHCHECK_CHECKS: 'alignment,vibes' } },
      /verification\.checks .*allowed: a list of alignment, citations, facts/,
    ],
    [{ request: { treshold: 0.5 } }, /unknown request option "treshold"/],
    [{ file: { path: '/c.yaml', data: ['not', 'a', 'mapping'] } }, /must hold a YAML mapping/],
  ])('names the key, the layer and what is allowed for a bad value (%#)', (options, message) => {
    expect(() => resolveConfig(options as never)).toThrow(ConfigurationError);
    expect(() => resolveConfig(options as never)).toThrow(message);
  });

  it('warns, without failing, on unknown file keys and disagreeing variables', () => {
    const config = resolveConfig({
      env: { FAITHCHECK_THRESHOLD: '0.5', FAITHFULNESS_THRESHOLD: '0.6' },
      file: { path: '/c.yaml', data: { verification: { enabled: true, colour: 'blue' }, other: { x: 1 } } },
    });
    expect(config.warnings).toEqual([
      'unknown key verification.colour in the config file /c.yaml (ignored)',
      'FAITHFULNESS_THRESHOLD is a deprecated alias of FAITHCHECK_THRESHOLD; set FAITHCHECK_THRESHOLD instead',
      'FAITHCHECK_THRESHOLD and FAITHFULNESS_THRESHOLD disagree; FAITHCHECK_THRESHOLD wins for verification.threshold',
    ]);
  });

  it('maps a configuration onto verifyWithChecks options', () => {
    const { values } = resolveConfig({ request: { policy: 'composite', weights: { facts: 0.6 } } });
    expect(verifyOptionsFromConfig(values)).toEqual({
      threshold: 0.7,
      timeoutMs: 60_000,
      checks: ['alignment', 'citations', 'facts'],
      policy: { id: 'composite', options: { weights: { alignment: 0.4, citation: 0.3, facts: 0.6 } } },
    });
  });
});

describe('loadConfig', () => {
  it('reads faithcheck.config.yaml from the working directory (corrective-RAG format)', async () => {
    const config = await loadConfig({
      cwd: '/app',
      env: {},
      readFile: files({ '/app/faithcheck.config.yaml': correctiveRagConfig }),
    });
    expect(config.file).toBe('/app/faithcheck.config.yaml');
    expect(config.values).toMatchObject({
      enabled: true,
      threshold: 0.8,
      maxCragAttempts: 3,
      showClaims: false,
    });
  });

  it('reads a file named by --config or FAITHCHECK_CONFIG (three-aspect format), relative to cwd', async () => {
    const readFile = files({ '/app/config.yaml': threeAspectConfig, '/etc/fc.yaml': correctiveRagConfig });
    const byFlag = await loadConfig({
      cwd: '/app',
      env: { FAITHCHECK_CONFIG: '/etc/fc.yaml' },
      configPath: 'config.yaml',
      readFile,
    });
    expect(byFlag.file).toBe('/app/config.yaml');
    expect(byFlag.values.enabled).toBe(false);
    const byEnv = await loadConfig({ cwd: '/app', env: { FAITHCHECK_CONFIG: '/etc/fc.yaml' }, readFile });
    expect(byEnv.values.threshold).toBe(0.8);
  });

  it('works with no file, and fails clearly on a missing named file or bad YAML', async () => {
    const none = await loadConfig({ cwd: '/app', env: {}, readFile: files({}) });
    expect(none.file).toBeNull();
    await expect(
      loadConfig({ cwd: '/app', env: {}, configPath: 'nope.yaml', readFile: files({}) }),
    ).rejects.toThrow('the config file /app/nope.yaml (from --config) does not exist');
    await expect(
      loadConfig({
        cwd: '/',
        env: {},
        readFile: files({ '/faithcheck.config.yaml': 'verification:\n  enabled: [oops\n' }),
      }),
    ).rejects.toThrow(/the config file \/faithcheck\.config\.yaml is not valid YAML \(line \d+\)/);
  });
});
