import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const started = Date.now();

/** Prints a progress line with the elapsed time, so long steps never look frozen. */
export function step(message) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`\x1b[36m[trellis ${seconds}s]\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m[trellis] ${message}\x1b[0m`);
  process.exit(1);
}
