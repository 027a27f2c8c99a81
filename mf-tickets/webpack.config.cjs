const { createRemoteConfig } = require('@trellis/federation');

// Federation name and dev port come from the remotes registry (packages/contracts/src/remotes.json).
module.exports = (_env, argv) =>
  createRemoteConfig({ dir: __dirname, mode: argv.mode ?? 'production' });
