// `node scripts/new-area.mjs <name> [--plural <plural>]`: scaffolds a working business area on
// the current pattern, from its contract to its browser journey (see docs/adding-a-module.md).
//   node scripts/new-area.mjs vehicle
//   node scripts/new-area.mjs service-contract
//   node scripts/new-area.mjs person --plural people
//   node scripts/new-area.mjs vehicle --remote mf-engineers   (the screen goes to that team's remote)
//   node scripts/new-area.mjs vehicle --remote new:mf-fleet   (a new remote, made for it)
// The area lists, searches, filters, sorts and pages; it is created, edited and deleted with
// its audit trail, realtime events, permissions, seeds and bench rows. Its screen goes into
// mf-admin unless --remote names another feature remote, with a sidebar entry. It only creates
// files (and rewrites the generated indexes); Prettier formats what was written.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fail, root, step } from './lib/log.mjs';
import { generateArea } from './lib/new-area/generate.mjs';

const args = process.argv.slice(2);
const pluralAt = args.indexOf('--plural');
const plural = pluralAt === -1 ? undefined : args.splice(pluralAt, 2)[1];
const remoteAt = args.indexOf('--remote');
const remote = remoteAt === -1 ? undefined : args.splice(remoteAt, 2)[1];
const [name, ...rest] = args;
if (!name || rest.length)
  fail('Usage: node scripts/new-area.mjs <name> [--plural <plural>] [--remote <mf-…>|new:<mf-…>]');

let result;
try {
  result = await generateArea(root, name, { plural, remote });
} catch (error) {
  fail(error.message);
}
const files = [...result.created, ...result.changed];
step(`Formatting ${files.length} files`);
const prettier = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
    '--write',
    '--log-level=warn',
    ...files,
  ],
  { cwd: root, stdio: 'inherit' },
);
if (prettier.status !== 0) fail('Prettier could not format the generated files');
console.log(`\nCreated:\n${result.created.map((f) => `  ${f}`).join('\n')}`);
console.log(`Changed:\n${result.changed.map((f) => `  ${f}`).join('\n')}`);
console.log(`
Next: run the migration (npm start does), then \`node scripts/test.mjs\` or the area's own tests:
  (cd packages/contracts && node --import tsx --test src/__tests__/${name}.test.ts)
  (cd api && npx tsx test/run.ts ${result.created.find((f) => f.startsWith('api/test/')).split('/')[2]})
Then give the area its real fields: docs/adding-a-module.md says where each one goes.`);
if (result.newRemote)
  console.log(`
${result.newRemote} is a new remote: run \`node scripts/run-pnpm.mjs install --no-frozen-lockfile\` to install its packages
(and record it in pnpm-lock.yaml); \`node scripts/build.mjs --only ${result.newRemote}\` builds it,
\`node scripts/test.mjs --remote ${result.newRemote}\` runs its checks.`);
