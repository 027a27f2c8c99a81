/**
 * Fails a build that imports from a shared package anything outside the surface the host
 * provides (shared.cjs SHARED_SURFACES): at run time every app gets the host's copy, so an
 * export missing from it would be `undefined`, in production only. Type-only imports are erased
 * before webpack sees them and are never checked.
 */
class SharedSurfacePlugin {
  /** @param {Record<string, { exports: string[], facade: string }>} surfaces by package name */
  constructor(surfaces) {
    this.surfaces = new Map(
      Object.entries(surfaces).map(([name, s]) => [name, { ...s, exports: new Set(s.exports) }]),
    );
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedSurfacePlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedSurfacePlugin', (modules) => {
        for (const module of modules) {
          const problems = new Map();
          const check = (dependency) => {
            const surface = this.surfaces.get(dependency.request);
            if (!surface || dependency.type === 'harmony side effect evaluation') return;
            const specifier =
              dependency.type === 'harmony import specifier' ||
              dependency.type === 'harmony export imported specifier';
            const name = specifier ? dependency.ids?.[0] : undefined;
            if (name !== undefined && surface.exports.has(name)) return;
            const what =
              name === undefined
                ? `uses all of '${dependency.request}' (${dependency.type}); import the names it needs`
                : `imports '${name}' from '${dependency.request}', which the shared copy does not provide`;
            problems.set(what, surface.facade);
          };
          const walk = (block) => {
            for (const dependency of block.dependencies) check(dependency);
            for (const child of block.blocks) walk(child);
          };
          walk(module);
          for (const [what, facade] of problems) {
            const error = new WebpackError(
              `${what}. If every app may use it, add it to ${facade} (the surface all apps share).`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { SharedSurfacePlugin };
