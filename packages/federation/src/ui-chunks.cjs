// Which chunk each file of @trellis/ui goes in, in an app's build: the chunk of the entry point
// that exports it (`ui-theme`, `ui-forms`, …), so that an app loads only the entries it imports.
// @trellis/ui is shared entry by entry, and without this the pieces one entry borrows from another
// (the button inside the confirmation dialog, lucide's icon builder) would be copied into each.
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join, resolve, dirname } = require('node:path');

const UI_SRC = resolve(__dirname, '..', '..', 'ui', 'src');
const ENTRIES = join(UI_SRC, 'entries');
/** Borrowed pieces go with the entry the first screen loads anyway, when it holds them… */
const BASE_ENTRY = 'basics';
/** …and otherwise with the entry every screen of the remotes loads. */
const SHARED_ENTRY = 'controls';
const EXTENSIONS = ['.ts', '.tsx'];
/** lucide's icon builder, which every icon imports; the icons stay with whoever draws them. */
const LUCIDE_CORE = /[\\/]lucide-react[\\/](?!.*[\\/]icons[\\/])/;

const fileOf = (from, request) => {
  const base = resolve(dirname(from), request);
  return EXTENSIONS.map((ext) => base + ext).find(existsSync);
};
const relativeImports = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map((m) => fileOf(file, m[1]))
    .filter(Boolean);

/** Every source file `entry` reaches through relative imports, itself included. */
function reachableFiles(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const dep of relativeImports(entry)) reachableFiles(dep, seen);
  return seen;
}

/** ui source file → the entry whose chunk holds it. */
function uiChunkMap() {
  const owners = new Map();
  const claim = (file, entry) => owners.set(file, [...(owners.get(file) ?? []), entry]);
  for (const name of readdirSync(ENTRIES)) {
    const entry = name.replace(/\.ts$/, '');
    for (const file of reachableFiles(join(ENTRIES, name))) claim(file, entry);
  }
  const ownerOf = (entries) => {
    if (entries.size === 1) return [...entries][0];
    return entries.has(BASE_ENTRY) ? BASE_ENTRY : SHARED_ENTRY;
  };
  return new Map([...owners].map(([file, entries]) => [file, ownerOf(new Set(entries))]));
}

/** A splitChunks cache group putting each ui file in its entry's chunk, lucide's builder in the base one. */
function uiCacheGroup() {
  const map = uiChunkMap();
  return {
    test: (module) => {
      const path = module.nameForCondition?.();
      return Boolean(path && (map.has(path) || LUCIDE_CORE.test(path)));
    },
    name: (module) => `ui-${map.get(module.nameForCondition()) ?? BASE_ENTRY}`,
    chunks: 'async',
    minSize: 0,
    enforce: true,
  };
}

module.exports = { uiCacheGroup, uiChunkMap, reachableFiles };
