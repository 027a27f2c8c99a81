// `node scripts/generate-container.mjs`: writes api/src/container.generated.ts, the index of the
// API's repositories and services (see scripts/lib/container-index.mjs). The area generator runs
// it; run it after adding, renaming or removing a repository or a service by hand.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, step } from './lib/log.mjs';
import { CONTAINER_INDEX, containerIndex } from './lib/container-index.mjs';

writeFileSync(join(root, CONTAINER_INDEX), containerIndex(root));
step(`Wrote ${CONTAINER_INDEX}`);
