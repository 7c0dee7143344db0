/**
 * The CLI: each command file registers its flags and calls an action that takes injected IO and
 * returns an exit code. Nothing here calls `process.exit()`.
 */
import { Command, CommanderError } from 'commander';
import { registerBuiltinJudges } from '../judges/builtin-judges.js';
import { registerAgreementCommand } from './commands/agreement.js';
import { registerCalibrateCommand } from './commands/calibrate.js';
import { registerConfigCommand } from './commands/config.js';
import { registerCorrectCommand } from './commands/correct.js';
import { registerEvalCommand } from './commands/eval.js';
import { registerFlaggedCommand } from './commands/flagged.js';
import { registerLabelsCommand } from './commands/labels.js';
import { registerMigrateCommand } from './commands/migrate.js';
import { registerRejudgeCommand } from './commands/rejudge.js';
import { registerServeCommand } from './commands/serve.js';
import { registerVerifyCommand } from './commands/verify.js';
import { registerWorkerCommand } from './commands/worker.js';
import { type CliIO, EXIT } from './io.js';
import { terminalSafe } from './terminal-safe.js';

export const VERSION = '0.1.0';

export function createProgram(io: CliIO, setExitCode: (code: number) => void): Command {
  registerBuiltinJudges();
  const program = new Command('faithcheck')
    .description('Verify RAG answers claim by claim against the retrieved chunks.')
    .version(VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      // Commander's errors quote the argument ("unknown option '…'"), which may hold escape codes.
      outputError: (text, write) => {
        const line = text.replace(/\n$/, '');
        write(`${terminalSafe(line)}${line === text ? '' : '\n'}`);
      },
    });
  registerVerifyCommand(program, io, setExitCode);
  registerConfigCommand(program, io, setExitCode);
  registerCorrectCommand(program, io, setExitCode);
  registerEvalCommand(program, io, setExitCode);
  registerCalibrateCommand(program, io, setExitCode);
  registerLabelsCommand(program, io, setExitCode);
  registerServeCommand(program, io, setExitCode);
  registerFlaggedCommand(program, io, setExitCode);
  registerMigrateCommand(program, io, setExitCode);
  registerRejudgeCommand(program, io, setExitCode);
  registerAgreementCommand(program, io, setExitCode);
  registerWorkerCommand(program, io, setExitCode);
  return program;
}

/** Runs the CLI with `argv` (without `node` and the script) and resolves to the exit code. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = createProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    io.stderr(`faithcheck: unexpected error: ${terminalSafe((error as Error).message)}\n`);
    return 70;
  }
}
