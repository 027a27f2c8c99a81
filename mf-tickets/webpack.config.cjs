const { createRemoteConfig } = require('@trellis/federation');

module.exports = (_env, argv) =>
  createRemoteConfig({
    dir: __dirname,
    name: 'mf_tickets',
    mode: argv.mode ?? 'production',
    port: 3003,
  });
