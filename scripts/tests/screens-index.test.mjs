// Each remote's src/screens.generated.ts lists the one-screen mounts its App serves; it is
// written from remotes.json and the pages, never by hand. This fails when a page or a mount was
// added, renamed or removed without `node scripts/generate-screens.mjs`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../lib/log.mjs';
import { formattedScreensIndex, SCREENS_INDEX, screensIndex } from '../lib/screens-index.mjs';

const remotes = JSON.parse(
  readFileSync(join(root, 'packages', 'contracts', 'src', 'remotes.json'), 'utf8'),
);

for (const { package: remote } of remotes)
  test(`${remote}'s screens index is current`, async () => {
    const committed = readFileSync(join(root, remote, SCREENS_INDEX), 'utf8');
    assert.equal(
      committed,
      await formattedScreensIndex(root, remote),
      'run: node scripts/generate-screens.mjs',
    );
  });

test('the screens index takes each mount after the home that has a page of its name', () => {
  const admin = screensIndex(root, 'mf-admin');
  assert.match(admin, /'\/holiday': lazy\(\(\) => import\('\.\/pages\/holiday-page'\)/);
  // The home (/dashboard) is the App's own; a sample page has no page file of its name.
  assert.doesNotMatch(admin, /'\/dashboard'|'\/meeting'/);
  assert.match(screensIndex(root, 'mf-engineers'), /'\/engineer-payout'/);
  assert.throws(
    () => screensIndex(root, 'mf-nope'),
    /not in packages\/contracts\/src\/remotes\.json/,
  );
});
