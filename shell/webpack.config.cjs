const { createHostConfig } = require('@trellis/federation');

module.exports = (_env, argv) =>
  createHostConfig({ dir: __dirname, mode: argv.mode ?? 'production', port: 3000 });
