// One Jest run for every frontend package: each project keeps its own config beside its code.
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    'packages/ui',
    'packages/platform',
    'shell',
    'mf-customers',
    'mf-leads',
    'mf-tickets',
    'mf-engineers',
    'mf-admin',
  ].map((dir) => `<rootDir>/${dir}`),
};
