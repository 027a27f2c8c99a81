// One Jest run for every frontend package: each project keeps its own config beside its code.
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    'packages/ui',
    'packages/platform',
    'packages/page-kit',
    'shell',
    // Every remote, from the remotes registry.
    ...require('./packages/contracts/src/remotes.json').map((remote) => remote.package),
  ].map((dir) => `<rootDir>/${dir}`),
};
