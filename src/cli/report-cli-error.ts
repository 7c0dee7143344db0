/**
 * One mapping from errors to exit codes for every command, so that bad input is always exit 2 with
 * one line on stderr, a database failure exit 4, a judge failure exit 3, and a bug (an error that
 * is not ours) is rethrown rather than disguised. Messages quote the input, so control characters
 * are printed escaped (`terminalSafe`).
 */
import { ConfigurationError, FaithcheckError, InputError, StorageError } from '../errors.js';
import { type CliIO, CliUsageError, EXIT } from './io.js';
import { terminalSafe } from './terminal-safe.js';

export function reportCliError(io: CliIO, command: string, error: unknown): number {
  const prefix = `faithcheck ${command}:`;
  if (
    error instanceof CliUsageError ||
    InputError.isInstance(error) ||
    ConfigurationError.isInstance(error)
  ) {
    io.stderr(`${prefix} ${terminalSafe(error.message)}\n`);
    return EXIT.usage;
  }
  if (StorageError.isInstance(error)) {
    io.stderr(`${prefix} the database failed: ${terminalSafe(error.message)}\n`);
    return EXIT.databaseFailed;
  }
  if (FaithcheckError.isInstance(error)) {
    io.stderr(`${prefix} the judge failed: ${terminalSafe(error.message)}\n`);
    return EXIT.judgeFailed;
  }
  throw error;
}
