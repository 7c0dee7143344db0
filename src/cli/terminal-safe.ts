/** Kept at its old path for the CLI's imports; the one implementation is in `src/text/`. */
export { terminalSafe } from '../text/terminal-safe.js';
