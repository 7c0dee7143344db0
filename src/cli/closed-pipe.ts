/**
 * A reader that stops early — `faithcheck --help | head -2` — closes the pipe while the CLI is still
 * writing. That is the reader's choice, not a failure: Node would raise an unhandled `EPIPE` and
 * print a stack trace. The CLI ends quietly instead, with the exit code it had so far.
 */
export interface WritableWithErrors {
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
}

/**
 * @example endQuietlyOnClosedPipe(process.stdout, (code) => process.exit(code));
 */
export function endQuietlyOnClosedPipe(
  stream: WritableWithErrors,
  exit: (code: number) => void,
  exitCode: () => number = () => 0,
): void {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') {
      exit(exitCode());
      return;
    }
    throw error;
  });
}
