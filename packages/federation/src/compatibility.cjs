// What a remote was built against, and whether a shell can mount it. One rule for the
// remote's build (which records it in mf-manifest.json), the shell (which checks before mounting)
// and scripts/release-remote.mjs (which refuses to release an incompatible version).

/** The packages whose major version a remote and the shell must share. */
const CHECKED_PACKAGES = ['@trellis/platform', '@trellis/contracts', 'react'];

/** `1.4.2` → `1`; below 1.0 every minor is breaking, so `0.3.1` → `0.3`. Null when unreadable. */
function majorOf(version) {
  const match = /^(\d+)\.(\d+)/.exec(String(version ?? ''));
  if (!match) return null;
  return match[1] === '0' ? `0.${match[2]}` : match[1];
}

/**
 * Why a remote built against `builtAgainst` cannot run on a shell that provides `provided`
 * (both `{ package name: version }`): one entry per package whose major differs. An empty list
 * means compatible; so does a manifest without the record (a build older than the check).
 */
function incompatibilities(builtAgainst, provided) {
  if (!builtAgainst || typeof builtAgainst !== 'object') return [];
  const problems = [];
  for (const name of CHECKED_PACKAGES) {
    const built = builtAgainst[name];
    const available = provided[name];
    if (built === undefined || available === undefined) continue;
    if (majorOf(built) !== majorOf(available))
      problems.push({ package: name, builtAgainst: String(built), provided: String(available) });
  }
  return problems;
}

/** One line per problem, for a log, an error card or a refusal. */
function describeIncompatibilities(problems) {
  return problems
    .map((p) => `built against ${p.package} ${p.builtAgainst}, but the shell has ${p.provided}`)
    .join('; ');
}

/** The `builtAgainst` record of a manifest (its `metaData.builtAgainst`), if it has one. */
function builtAgainstOf(manifest) {
  return manifest?.metaData?.builtAgainst;
}

module.exports = {
  CHECKED_PACKAGES,
  majorOf,
  incompatibilities,
  describeIncompatibilities,
  builtAgainstOf,
};
