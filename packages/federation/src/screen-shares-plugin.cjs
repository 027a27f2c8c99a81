const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

/**
 * Writes, for each of a remote's named screen chunks (chunk groups named `screen-*`), the shared
 * packages it and the chunks loaded before it (its parent groups: the exposed App, the container)
 * consume: each is fetched, if no one has yet, before the screen can draw. A
 * budget test holds a first screen to the light ones (the dashboard draws before any schema
 * loads), which a change three imports away would otherwise undo unseen.
 *
 * Output: `{ "screen-dashboard": ["@trellis/platform", "react", …] }`, names sorted.
 */
class ScreenSharesPlugin {
  constructor({ file }) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ScreenSharesPlugin', (stats) => {
      if (stats.hasErrors()) return;
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(this.file, `${JSON.stringify(screenSharesOf(stats.compilation), null, 2)}\n`);
    });
  }
}

function screenSharesOf(compilation) {
  const { chunkGraph } = compilation;
  const screens = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith('screen-')) continue;
    const shares = new Set();
    const seen = new Set();
    const queue = [group];
    while (queue.length > 0) {
      const current = queue.pop();
      if (seen.has(current)) continue;
      seen.add(current);
      queue.push(...current.getParents());
      for (const chunk of current.chunks)
        for (const module of chunkGraph.getChunkModulesIterable(chunk))
          if (module.type === 'consume-shared-module') shares.add(module.options.shareKey);
    }
    screens[name] = [...shares].sort();
  }
  return Object.fromEntries(Object.entries(screens).sort(([a], [b]) => a.localeCompare(b)));
}

module.exports = { ScreenSharesPlugin, screenSharesOf };
