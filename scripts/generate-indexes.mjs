// `node scripts/generate-indexes.mjs`: writes every generated index from the folders (the
// contracts' areas, the API's container, each remote's screens; see scripts/lib/indexes.mjs).
// The area generator runs it; run it after renaming or removing an area, a repository, a service
// or a page by hand.
import { root, step } from './lib/log.mjs';
import { writeIndexes } from './lib/indexes.mjs';

for (const file of await writeIndexes(root)) step(`Wrote ${file}`);
