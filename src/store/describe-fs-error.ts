/**
 * PGlite runs PostgreSQL in WebAssembly, and a file-system failure inside it surfaces as
 * Emscripten's `ErrnoError { name, errno }`, a plain object that is not an `Error` — printed, it
 * reads `[object Object]`. This names it instead, with the WASI errno's code and what it means.
 */

/** WASI errno numbers (what Emscripten's file system throws) a data folder can meet. */
const WASI_ERRNO: Readonly<Record<number, [code: string, meaning: string]>> = {
  2: ['EACCES', 'permission denied'],
  20: ['EEXIST', 'it already exists'],
  31: ['EISDIR', 'it is a folder'],
  44: ['ENOENT', 'no such file or folder'],
  51: ['ENOSPC', 'no space left on the device'],
  54: ['ENOTDIR', 'it (or a folder above it) is a file, not a folder'],
  55: ['ENOTEMPTY', 'the folder is not empty'],
  63: ['EPERM', 'operation not permitted'],
  69: ['EROFS', 'the file system is read-only'],
};

/**
 * A readable reason for any thrown value: an `Error`'s message, an `ErrnoError`'s code and meaning,
 * else the value as JSON — never `[object Object]`.
 * @example describeFsError({ name: 'ErrnoError', errno: 54 }) // 'ENOTDIR: it (or a folder above it) is a file, not a folder'
 */
export function describeFsError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { errno, code, message } = error as { errno?: unknown; code?: unknown; message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof errno === 'number') {
      const known = WASI_ERRNO[errno];
      return known ? `${known[0]}: ${known[1]}` : `file-system error (errno ${errno})`;
    }
    if (typeof code === 'string') return code;
    try {
      return JSON.stringify(error);
    } catch {
      return Object.prototype.toString.call(error);
    }
  }
  return String(error);
}
