import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** Ports and paths shared by the config, the server starter and the tests. */
export const E2E = {
  repoRoot,
  baseUrl: process.env.BASE_URL ?? 'http://127.0.0.1:8180',
  port: 8180,
  secondApiPort: 8181,
  /** Where remote-origin.spec.ts serves a remote from (the server's REMOTE_ORIGINS allows it). */
  remoteHostOrigin: 'http://127.0.0.1:8182',
  pgPort: 54339,
  smtpPort: 2526,
  dataDir: resolve(repoRoot, '.data', 'e2e'),
  mailDir: resolve(repoRoot, '.data', 'e2e', 'mail'),
  remotesManifest: resolve(repoRoot, 'dist', 'remotes.json'),
  databaseUrl: 'postgres://trellis:trellis@127.0.0.1:54339/trellis',
} as const;
