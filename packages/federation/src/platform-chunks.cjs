// `@trellis/platform/core` and `@trellis/platform` are shared apart (shared.cjs), and the second
// re-exports the first. In the shell's build each shared copy (and each fallback of a shared
// import) would otherwise carry its own copy of the files: the core goes in one chunk, which
// start-up loads, and the rest of the package in another, which loads with the first remote.
const { join, resolve } = require('node:path');
const { reachableFiles } = require('./ui-chunks.cjs');

const PLATFORM_SRC = resolve(__dirname, '..', '..', 'platform', 'src');

/** A splitChunks cache group putting the platform's files in `platform-core` or `platform`. */
function platformCacheGroup() {
  const core = reachableFiles(join(PLATFORM_SRC, 'entries', 'core.ts'));
  const all = reachableFiles(join(PLATFORM_SRC, 'index.ts'));
  return {
    test: (module) => all.has(module.nameForCondition?.()),
    name: (module) => (core.has(module.nameForCondition()) ? 'platform-core' : 'platform'),
    chunks: 'async',
    minSize: 0,
    enforce: true,
  };
}

module.exports = { platformCacheGroup };
