// `node scripts/generate-screens.mjs [<remote>...]`: writes each remote's src/screens.generated.ts,
// the one-screen mounts its App serves (see scripts/lib/screens-index.mjs); every remote of the
// registry when none is named. The area generator runs it; run it after adding, renaming or
// removing a page or a mount by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, step } from './lib/log.mjs';
import { formattedScreensIndex, SCREENS_INDEX } from './lib/screens-index.mjs';

const named = process.argv.slice(2);
const remotes = named.length
  ? named
  : JSON.parse(readFileSync(join(root, 'packages/contracts/src/remotes.json'), 'utf8')).map(
      (r) => r.package,
    );
for (const remote of remotes) {
  writeFileSync(join(root, remote, SCREENS_INDEX), await formattedScreensIndex(root, remote));
  step(`Wrote ${remote}/${SCREENS_INDEX}`);
}
