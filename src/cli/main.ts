#!/usr/bin/env node
/** The `faithcheck` executable. */
import { processIO } from './io.js';
import { runCli } from './program.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

runCli(process.argv.slice(2), processIO()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`faithcheck: ${(error as Error).message}\n`);
    process.exitCode = 70;
  },
);
