/** One logger for the library, the CLI and the service. Messages never include API keys. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * What looks like a credential: `sk-…` keys (OpenAI, `sk-proj-…`, Anthropic `sk-ant-…`), Google
 * `AIza…` keys, the value after `Bearer`/`Basic`, and `api_key=`, `token=`, `password=`, `secret=`
 * assignments. Word boundaries keep ordinary text intact ("task-management", "max_token=5",
 * "Bearer authentication"): a bearer value must contain a digit or be 20+ characters long.
 */
const SECRET_PATTERN = new RegExp(
  [
    String.raw`\bsk-[A-Za-z0-9_-]{8,}`,
    String.raw`\bAIza[0-9A-Za-z_-]{20,}`,
    String.raw`\b(?:Bearer|Basic)\s+(?:(?=[A-Za-z._~+/=-]*\d)[A-Za-z0-9._~+/=-]{8,}|[A-Za-z0-9._~+/=-]{20,})`,
    String.raw`\b(?:api[_-]?key|access[_-]?token|token|password|secret)=["']?[^\s&"',;]+`,
  ].join('|'),
  'gi',
);

/**
 * Replaces anything that looks like a key or token by `[redacted]`.
 * @example redactSecrets('Incorrect API key provided: Bearer sk-abc123…') // 'Incorrect API key provided: [redacted]'
 */
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
