// `node scripts/test.mjs --remote <remote>`: what one feature team's CI runs. Lint, format and
// type checks of that remote and the shared packages, its component tests, a build of only that
// remote (plus whatever has never been built, for the browser), and the end-to-end journeys
// tagged with it (`@mf-leads` in a test's title). The contract, API and budget suites belong to
// the full `npm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, root } from './log.mjs';

export function remoteStages(remote, pnpm) {
  const remotes = JSON.parse(
    readFileSync(join(root, 'packages', 'contracts', 'src', 'remotes.json'), 'utf8'),
  ).map((r) => r.package);
  if (!remotes.includes(remote))
    fail(`--remote needs one of: ${remotes.join(', ')}${remote ? ` (not "${remote}")` : ''}`);
  const dirs = [remote, 'packages'];
  return [
    { name: 'lint', cmd: [...pnpm, 'exec', 'eslint', ...dirs, '--max-warnings=0'], parser: 'none' },
    {
      name: 'format',
      cmd: [...pnpm, 'exec', 'prettier', '--check', '--log-level=warn', ...dirs],
      parser: 'none',
    },
    {
      name: 'typecheck',
      // `<remote>...`: the remote and every workspace package it depends on.
      cmd: [
        ...pnpm,
        '-r',
        '--filter',
        `${remote}...`,
        '--workspace-concurrency=1',
        '--silent',
        'typecheck',
      ],
      parser: 'none',
    },
    {
      name: 'components',
      cmd: [...pnpm, 'exec', 'jest', '--ci', '--selectProjects', remote],
      parser: 'jest',
    },
    {
      name: 'build',
      cmd: [process.execPath, join(root, 'scripts', 'build.mjs'), '--only', remote, '--missing'],
      parser: 'none',
    },
    {
      name: 'e2e',
      cmd: [
        ...pnpm,
        '--filter',
        '@trellis/e2e',
        'exec',
        'playwright',
        'test',
        '--grep',
        `@${remote}\\b`,
      ],
      parser: 'playwright',
      needs: ['build'],
      browser: true,
    },
  ];
}
