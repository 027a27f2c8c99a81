const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

/**
 * Writes which JS files the shell downloads before its first screen, and what each lazy page adds,
 * so the size budget measures what a browser fetches rather than every chunk on disk.
 *
 * Start-up is modelled on what the runtime does: the entry chunk; the chunk groups the entry
 * module imports (the `import('./bootstrap')` async boundary); and, for every shared module a
 * loaded chunk consumes, the chunks of the shell's own provided copy (the shell is the first and,
 * at start-up, only provider) with whatever those consume in turn. The lazy pages (chunk groups
 * named `page-*`) are not start-up, even though the entry starts fetching the one at the current
 * address; nor is any other `import()`, a provided package nothing at start-up consumes
 * (`@trellis/contracts` with zod, kept for the forms and the remotes), or a consume-side fallback
 * copy the shell never loads while it provides the package itself.
 *
 * Output: `startup` (files), `pages` (page chunk name → files it adds to start-up) and
 * `startupPackages` (file → the npm and workspace packages whose code it carries).
 */
class ChunkGraphPlugin {
  constructor({ file, entry = 'main' }) {
    this.file = file;
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ChunkGraphPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const graph = chunkGraphOf(stats.compilation, this.entry);
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(this.file, `${JSON.stringify(graph, null, 2)}\n`);
    });
  }
}

function chunkGraphOf(compilation, entryName) {
  const { chunkGraph } = compilation;
  const blockGroups = (module) =>
    module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);

  // share key → the chunk groups of the shell's provided copy
  const provided = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module')
      provided.set(module._name, [...(provided.get(module._name) ?? []), ...blockGroups(module)]);

  /** Every chunk loading these chunk groups brings in, shared modules' chunks included. */
  const load = (groups) => {
    const chunks = new Set();
    const seen = new Set();
    const queue = [...groups];
    while (queue.length > 0) {
      const group = queue.pop();
      if (seen.has(group)) continue;
      seen.add(group);
      for (const chunk of group.chunks) {
        if (chunks.has(chunk)) continue;
        chunks.add(chunk);
        for (const module of chunkGraph.getChunkModulesIterable(chunk))
          if (module.type === 'consume-shared-module')
            queue.push(...(provided.get(module.options.shareKey) ?? blockGroups(module)));
      }
    }
    return chunks;
  };
  const jsFiles = (chunks) =>
    [...chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))).sort();

  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) throw new Error(`ChunkGraphPlugin: no entry point named ${entryName}`);
  const entryChunk = entrypoint.getEntrypointChunk();
  const isPage = (group) => (group.name ?? '').startsWith('page-');
  const boundary = [...chunkGraph.getChunkEntryModulesIterable(entryChunk)]
    .flatMap(blockGroups)
    .filter((group) => !isPage(group));
  const startupChunks = load([entrypoint, ...boundary]);

  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups)
    if (isPage(group))
      pages[name] = jsFiles([...load([group])].filter((chunk) => !startupChunks.has(chunk)));

  const startupPackages = {};
  for (const chunk of startupChunks) {
    const packages = new Set();
    const add = (module) => {
      if (module.modules) for (const inner of module.modules) add(inner);
      const path = module.nameForCondition?.();
      const name = path && packageOf(path);
      if (name) packages.add(name);
    };
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) add(module);
    for (const file of chunk.files)
      if (file.endsWith('.js')) startupPackages[file] = [...packages].sort();
  }

  return {
    startup: jsFiles(startupChunks),
    pages: Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))),
    startupPackages: Object.fromEntries(
      Object.entries(startupPackages).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

/** `react-dom` for …/node_modules/.pnpm/…/node_modules/react-dom/…; `@trellis/ui` for packages/ui. */
function packageOf(path) {
  const npm = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path.replaceAll('\\', '/'));
  if (npm) return npm[1];
  const workspace = /\/packages\/([^/]+)\/src\//.exec(path.replaceAll('\\', '/'));
  return workspace ? `@trellis/${workspace[1]}` : null;
}

module.exports = { ChunkGraphPlugin, chunkGraphOf, packageOf };
