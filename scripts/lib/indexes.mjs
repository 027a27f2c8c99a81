// Every generated index of the checkout, written from its folders: the contracts' areas, the
// API's container and each remote's screens. The area generator writes them after adding an area;
// `node scripts/generate-indexes.mjs` after renaming or removing one; the tests check each is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AREA_CONTRACTS_INDEX,
  AREAS_INDEX,
  areaContractsIndex,
  areasIndex,
} from './areas-index.mjs';
import { CONTAINER_INDEX, containerIndex } from './container-index.mjs';
import { SCREENS_INDEX, screensIndex } from './screens-index.mjs';

/** `text` as the repository's Prettier would write the file `file` of `root`. */
export async function formatted(root, file, text) {
  const prettier = await import(join(root, 'node_modules', 'prettier', 'index.mjs'));
  const options = await prettier.resolveConfig(join(root, file));
  return prettier.format(text, { ...options, filepath: join(root, file) });
}

/** The feature remotes of the registry at `root`, by package name. */
export function remotePackages(root) {
  const registry = join(root, 'packages', 'contracts', 'src', 'remotes.json');
  return JSON.parse(readFileSync(registry, 'utf8')).map((remote) => remote.package);
}

/** Each generated index of `root` with its current text, formatted. The areas' come first. */
export async function currentIndexes(root) {
  const areas = [
    [AREAS_INDEX, areasIndex(root)],
    [AREA_CONTRACTS_INDEX, areaContractsIndex(root)],
    [CONTAINER_INDEX, containerIndex(root)],
  ];
  const texts = [];
  for (const [file, text] of areas) texts.push({ file, text: await formatted(root, file, text) });
  for (const remote of remotePackages(root)) {
    const file = `${remote}/${SCREENS_INDEX}`;
    texts.push({ file, text: await formatted(root, file, await screensIndex(root, remote)) });
  }
  return texts;
}

/** Writes every generated index of `root`; answers the files written. */
export async function writeIndexes(root) {
  // The screens index reads the areas' descriptors through the areas index: write that first.
  const written = [];
  for (const index of [AREAS_INDEX, AREA_CONTRACTS_INDEX]) {
    const text = index === AREAS_INDEX ? areasIndex(root) : areaContractsIndex(root);
    writeFileSync(join(root, index), await formatted(root, index, text));
  }
  for (const { file, text } of await currentIndexes(root)) {
    writeFileSync(join(root, file), text);
    written.push(file);
  }
  return written;
}
