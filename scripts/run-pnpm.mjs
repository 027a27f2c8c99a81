// Runs pnpm with the given arguments, installing pnpm and the dependencies first when missing.
import { ensureDependencies, runPnpm } from './lib/pnpm.mjs';

ensureDependencies();
process.exit(runPnpm(process.argv.slice(2)));
