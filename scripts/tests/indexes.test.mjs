// The generated indexes (the contracts' areas, the API's container, each remote's screens) are
// written from the folders, never by hand. This fails when an area, a repository, a service or a
// page was added, renamed or removed without `node scripts/generate-indexes.mjs`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../lib/log.mjs';
import { currentIndexes } from '../lib/indexes.mjs';
import { screensIndex } from '../lib/screens-index.mjs';
import { areaContractsIndex, areasIndex } from '../lib/areas-index.mjs';

for (const { file, text } of await currentIndexes(root))
  test(`${file} is current`, () => {
    assert.equal(
      readFileSync(join(root, file), 'utf8'),
      text,
      'run: node scripts/generate-indexes.mjs',
    );
  });

test('the screens index takes each mount after the home that has a page of its name', async () => {
  const admin = await screensIndex(root, 'mf-admin');
  assert.match(admin, /'\/holiday': lazyScreen\(\(\) => import\('\.\/pages\/holiday-page'\)/);
  // The home (/dashboard) is the App's own; a sample page has no page file of its name.
  assert.doesNotMatch(admin, /'\/dashboard'|'\/meeting'/);
  // A screen an area's descriptor gives the remote.
  assert.match(admin, /'\/asset-management': lazyScreen/);
  assert.match(await screensIndex(root, 'mf-engineers'), /'\/engineer-payout'/);
  await assert.rejects(
    () => screensIndex(root, 'mf-nope'),
    /not in packages\/contracts\/src\/remotes\.json/,
  );
});

test('the areas indexes take every folder of the contracts with an area.ts', () => {
  assert.match(areasIndex(root), /import \{ assetArea \} from '\.\/asset\/area';/);
  assert.doesNotMatch(areasIndex(root), /common/);
  assert.match(areaContractsIndex(root), /export \* from '\.\/asset';/);
  assert.match(areaContractsIndex(root), /\.\.\.assetEventSchemas,/);
});
