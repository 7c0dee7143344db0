#!/usr/bin/env node
/** The `faithcheck` executable. */
import { endQuietlyOnClosedPipe } from './closed-pipe.js';
import { processIO } from './io.js';
import { runCli } from './program.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
// `faithcheck … | head` closes stdout early: end quietly, not with an EPIPE stack trace.
endQuietlyOnClosedPipe(
  process.stdout,
  (code) => process.exit(code),
  () => Number(process.exitCode ?? 0),
);

runCli(process.argv.slice(2), processIO()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`faithcheck: ${(error as Error).message}\n`);
    process.exitCode = 70;
  },
);
