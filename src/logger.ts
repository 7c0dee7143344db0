/** One logger for the library, the CLI and the service. Messages never include API keys. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const SECRET_PATTERN =
  /(sk-[A-Za-z0-9_-]{8,}|Bearer\s+[A-Za-z0-9._~+/-]{8,}|(?:api[_-]?key|token|password)=\S+)/gi;

/** Replaces anything that looks like a key or token by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PATTERN, '[redacted]');
}

function format(message: string, fields?: Record<string, unknown>): string {
  const suffix = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
  return redactSecrets(`${message}${suffix}`);
}

/** Writes to stderr, so that stdout stays clean for `--json`. `debug` only with FAITHCHECK_DEBUG. */
export const consoleLogger: Logger = {
  debug: (message, fields) => {
    if (process.env.FAITHCHECK_DEBUG) console.error(format(message, fields));
  },
  info: (message, fields) => console.error(format(message, fields)),
  warn: (message, fields) => console.error(format(message, fields)),
  error: (message, fields) => console.error(format(message, fields)),
};

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
