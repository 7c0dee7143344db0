/**
 * Issue 14 §5: one resolution (request > env > file > defaults) for every entry point. The
 * measured case — FAITHCHECK_THRESHOLD=0.2: `faithcheck config` said 0.2, `verify()` used 0.7 —
 * and, per entry point, that it reads the same resolution as `faithcheck config` prints.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFaithfulness } from '../check-faithfulness.js';
import { memoryIO } from '../cli/__fixtures__/memory-io.js';
import { runConfig } from '../cli/commands/config.js';
import { runServe } from '../cli/commands/serve.js';
import { runVerify } from '../cli/commands/verify.js';
import { isGateOpen } from '../core/feature-gate.js';
import { writeJudgeModule } from '../judges/__fixtures__/write-judge-module.js';
import { silentLogger } from '../logger.js';
import { createMemoryCheckStore } from '../server/__fixtures__/memory-check-store.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { verify } from '../verify.js';
import { resolveVerifySettings } from '../verify-settings.js';
import { verifyWithChecks } from '../verify-with-checks.js';
import { resolveConfig } from './resolve-config.js';

// Two sentences, one found in the chunk: the module's judge scores the answer 0.5 under `ratio`,
// flagged at the default threshold 0.7, not flagged at 0.2.
const response = 'The refund window is 30 days. Refunds are paid in cash.';
const chunks = [{ id: 'policy', text: 'The refund window is 30 days.' }];
const judgeModule = writeJudgeModule('descriptor');
const env = () => ({ FAITHCHECK_THRESHOLD: '0.2', FAITHCHECK_JUDGE_MODULE: judgeModule });

function configFile(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'faithcheck-config-')), 'faithcheck.config.yaml');
  writeFileSync(path, text);
  return path;
}

describe('one resolution for library, CLI and server', () => {
  it('FAITHCHECK_THRESHOLD=0.2: faithcheck config shows 0.2 and verify() uses 0.2', async () => {
    const io = memoryIO({}, '', env());
    expect(await runConfig(io, {})).toBe(0);
    expect(io.out.join('')).toMatch(/verification\.threshold\s+0\.2\s+env FAITHCHECK_THRESHOLD/);
    // `config` only prints: it names the module without importing it (issue 20 item 3).
    expect(io.out.join('')).toContain(`judge used: the first judge of the module ${judgeModule}`);

    const report = await verify({ response, chunks, env: env() });
    expect(report.judge.id).toBe('sentences');
    expect(report.overallScore).toBe(0.5);
    expect(report.threshold).toBe(0.2);
    expect(report.flagged).toBe(false);
    const unset = await verify({ response, chunks, env: { FAITHCHECK_JUDGE_MODULE: judgeModule } });
    expect([unset.threshold, unset.flagged]).toEqual([0.7, true]);
  });

  it('a request option still overrides the environment', async () => {
    const report = await verify({ response, chunks, env: env(), threshold: 0.9 });
    expect([report.threshold, report.flagged]).toEqual([0.9, true]);
    const settings = await resolveVerifySettings({ env: env(), threshold: 0.9 });
    expect(settings.config.sources['verification.threshold']).toEqual({
      layer: 'request',
      name: 'threshold',
    });
  });

  it('faithcheck config --json prints exactly the values and sources verify() resolves, file included', async () => {
    const path = configFile(
      'verification:\n  policy: weighted\n  confidence_threshold: 0.6\n  timeout_ms: 5000\n',
    );
    const variables = { ...env(), FAITHCHECK_CONFIG: path, FAITHFULNESS_THRESHOLD: '0.3' };
    const io = memoryIO({}, '', variables);
    io.readFile = async (file) => (await import('node:fs/promises')).readFile(file, 'utf8');
    expect(await runConfig(io, { json: true })).toBe(0);
    const printed = JSON.parse(io.out.join(''));
    const settings = await resolveVerifySettings({ env: variables });
    expect(printed).toEqual({
      file: settings.config.file,
      values: settings.config.values,
      sources: settings.config.sources,
      warnings: settings.config.warnings,
      judge: null, // the judge module's, which `config` does not import
    });
    expect(printed.values).toMatchObject({ threshold: 0.2, policy: 'weighted', timeoutMs: 5000 });
    expect(printed.warnings).toContain(
      'FAITHFULNESS_THRESHOLD is a deprecated alias of FAITHCHECK_THRESHOLD; set FAITHCHECK_THRESHOLD instead',
    );
    const report = await verify({ response, chunks, env: variables });
    expect([report.policy, report.threshold]).toEqual(['weighted', 0.2]);
    expect(report.warnings).toEqual(printed.warnings); // the deprecated variable rides on the report
  });

  it('faithcheck config marks a deprecated alias', async () => {
    const io = memoryIO({}, '', { FAITHFULNESS_THRESHOLD: '0.4' });
    expect(await runConfig(io, {})).toBe(0);
    expect(io.out.join('')).toMatch(
      /verification\.threshold\s+0\.4\s+env FAITHFULNESS_THRESHOLD \(deprecated alias of FAITHCHECK_THRESHOLD\)/,
    );
  });

  it('verifyWithChecks() reads the same resolution: threshold, policy and checks', async () => {
    const report = await verifyWithChecks({
      response,
      chunks,
      env: { ...env(), FAITHCHECK_POLICY: 'composite', FAITHCHECK_CHECKS: 'citations' },
    });
    expect(report.policy).toBe('composite');
    expect(report.threshold).toBe(0.2);
    expect(report.checks.citations).toBeDefined();
    expect(report.checks.alignment).toBeDefined(); // composite needs it
    expect(report.checks.facts).toBeUndefined(); // not configured
  });

  it('checkFaithfulness() reads the same resolution for its gate and its settings', async () => {
    const result = (await checkFaithfulness(response, chunks, {
      env: { ...env(), ENABLE_FAITHFULNESS_CHECK: 'true' },
    })) as FaithfulnessReport;
    expect([result.overallScore, result.threshold, result.flagged]).toEqual([0.5, 0.2, false]);
    expect(await checkFaithfulness(response, chunks, { env: env() })).toMatchObject({
      claims: [],
      flagged: false,
    });
  });

  it("the integrations' gate is the key verification.check_responses: enabled (request) > environment > off", () => {
    for (const variables of [
      {},
      { ENABLE_FAITHFULNESS_CHECK: 'true' },
      { ENABLE_FAITHFULNESS_CHECK: 'TRUE' },
    ]) {
      const resolved = resolveConfig({ env: variables }).values.checkResponses;
      expect(isGateOpen(undefined, silentLogger, variables)).toBe(resolved);
      expect(isGateOpen(false, silentLogger, variables)).toBe(false);
      expect(isGateOpen(true, silentLogger, variables)).toBe(true);
    }
    // A bad value of another key does not break the gate on an app's traffic.
    expect(
      isGateOpen(undefined, silentLogger, {
        ENABLE_FAITHFULNESS_CHECK: 'true',
        FAITHCHECK_THRESHOLD: 'x',
      }),
    ).toBe(true);
  });

  it('faithcheck verify reads the same resolution (threshold and judge module from the environment)', async () => {
    const io = memoryIO({ '/answer.json': JSON.stringify({ response, chunks }) }, '', env());
    expect(await runVerify(io, '/answer.json', { json: true })).toBe(0);
    const report = JSON.parse(io.out.join(''));
    expect([report.judge.id, report.overallScore, report.threshold, report.flagged]).toEqual([
      'sentences',
      0.5,
      0.2,
      false,
    ]);
    const flagged = memoryIO({ '/answer.json': JSON.stringify({ response, chunks }) }, '', env());
    expect(await runVerify(flagged, '/answer.json', { json: true, threshold: '0.9' })).toBe(1);
  });

  it('faithcheck serve reads the same resolution (threshold and judge module from the environment)', async () => {
    const io = memoryIO({}, '', env());
    const reports: FaithfulnessReport[] = [];
    const code = await runServe(
      io,
      { port: '0' },
      {
        openStore: async () => createMemoryCheckStore(),
        openQueue: async () => undefined,
        untilStopped: async (server) => {
          const answer = await fetch(`${server.url}/v1/verify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ response, chunks }),
          });
          reports.push((await answer.json()) as FaithfulnessReport);
        },
      },
    );
    expect(code).toBe(0);
    expect(io.err.join('')).toMatch(/judge sentences/);
    expect(reports.map((report) => [report.judge.id, report.threshold, report.flagged])).toEqual([
      ['sentences', 0.2, false],
    ]);
  });
});
